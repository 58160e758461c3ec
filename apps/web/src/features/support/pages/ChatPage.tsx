import type { SupportMessage } from '@candor/shared';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { formatDateTime } from '../../../ui/format/time';
import { toast } from '../../../ui/toast';
import { ChatImage } from '../components/ChatImage';
import styles from '../components/support.module.css';
import { canSend } from '../model/chat';
import { HELP_CHAT_PATH, idOfSearch } from '../model/paths';
import { useAttach, useConversation, useConversations, useOpenConversation, useRestart, useSend } from '../queries';

function Bubble({ m }: { m: SupportMessage }) {
  const { t } = useTranslation('support');
  const mine = m.sender === 'user';
  return (
    <div className={`${styles.bubble} ${mine ? styles.mine : styles.theirs}`} data-testid={mine ? 'chat-mine' : 'chat-agent'}>
      {!mine && <span className={styles.who}>{m.agent ?? t('chat.support')}</span>}
      {m.image_id !== null && <ChatImage id={m.image_id} />}
      {m.text}
      <span className={styles.time}>{formatDateTime(m.created_at)}</span>
    </div>
  );
}

/** The user's closed conversations, each opening read only. */
function History({ current }: { current: number | undefined }) {
  const { t } = useTranslation('support');
  const list = useConversations();
  const earlier = (list.data ?? []).filter((c) => c.id !== current && c.status === 'closed');
  if (earlier.length === 0) return null;
  return (
    <details className={styles.history} data-testid="chat-history">
      <summary>{t('chat.history', { count: earlier.length })}</summary>
      {earlier.map((c) => (
        <Link key={c.id} to={`${HELP_CHAT_PATH}?id=${c.id}`} className={styles.historyItem}>
          <span>{formatDateTime(c.last_message_at)}</span> {c.preview}
        </Link>
      ))}
    </details>
  );
}

/** An earlier conversation (?id=), read only: the history is kept. */
function Earlier({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const c = useConversation(id);
  return (
    <PageShell title={t('chat.title')}>
      {c.isPending && <Loading />}
      {c.isError && <ErrorState onRetry={() => void c.refetch()} />}
      {c.data && (
        <div className={styles.chat} data-testid="support-chat-earlier">
          <div className={styles.status}><Link to={HELP_CHAT_PATH}>{t('chat.back')}</Link></div>
          <div className={styles.messages}>{c.data.messages.map((m) => <Bubble key={m.id} m={m} />)}</div>
        </div>
      )}
    </PageShell>
  );
}

/**
 * Live support (/pages/help-center/chat): the user's open conversation, its history, and a composer for text and
 * images. Agents' answers arrive over the websocket while the page is open, and at the next visit otherwise.
 */
export default function ChatPage() {
  const earlier = idOfSearch(useLocation().search);
  return earlier === null ? <Current /> : <Earlier id={earlier} />;
}

function Current() {
  const { t } = useTranslation('support');
  const conversation = useOpenConversation();
  const c = conversation.data;
  const send = useSend(c?.id);
  const attach = useAttach();
  const restart = useRestart();
  const [text, setText] = useState('');
  const [image, setImage] = useState<{ id: number; name: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = c?.messages.length ?? 0;
  useEffect(() => { end.current?.scrollIntoView({ block: 'end' }); }, [count]);

  const submit = async () => {
    if (!canSend(text, image?.id ?? null) || send.isPending) return;
    await send.mutateAsync({ text: text.trim(), ...(image ? { image_id: image.id } : {}) });
    setText('');
    setImage(null);
  };
  const pick = async (f: File | undefined) => {
    if (!f) return;
    try {
      const up = await attach.mutateAsync(f);
      setImage({ id: up.id, name: f.name });
    } catch {
      toast.error(t('chat.image_failed'));
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <PageShell title={t('chat.title')}>
      {conversation.isPending && <Loading />}
      {conversation.isError && <ErrorState onRetry={() => void conversation.refetch()} />}
      {c && (
        <div className={styles.chat} data-testid="support-chat">
          <div className={styles.status} data-testid="chat-status">
            {c.status === 'closed' ? t('chat.closed') : c.agent ? t('chat.agent', { name: c.agent }) : t('chat.waiting')}
          </div>
          <History current={c.id} />
          <div className={styles.messages}>
            {count === 0 && <p className={styles.hint}>{t('chat.hint')}</p>}
            {c.messages.map((m) => <Bubble key={m.id} m={m} />)}
            <div ref={end} />
          </div>
          {c.status === 'open' ? (
            <div className={styles.dock}>
              {(image || attach.isPending) && <div className={styles.pending}>{attach.isPending ? t('chat.image_loading') : t('chat.attached', { name: image?.name ?? '' })}</div>}
              <form className={styles.composer} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
                <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="chat-file" />
                <button type="button" className={styles.attach} onClick={() => file.current?.click()} aria-label={t('chat.attach')}>+</button>
                <textarea className={styles.input} rows={1} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)}
                  placeholder={t('chat.placeholder')} aria-label={t('chat.placeholder')} data-testid="chat-input"
                  onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); void submit(); } }} />
                <Button color="primary" type="submit" loading={send.isPending} disabled={!canSend(text, image?.id ?? null)} data-testid="chat-send">{t('chat.send')}</Button>
              </form>
            </div>
          ) : (
            <div className={styles.closed}>
              <Button color="primary" onClick={() => void restart.mutateAsync()} loading={restart.isPending}>{t('chat.restart')}</Button>
            </div>
          )}
        </div>
      )}
    </PageShell>
  );
}
