import type { C2cChatMessage } from '@candor/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '../../../api/live';
import { formatClock } from '../../../ui/format/time';
import { toast } from '../../../ui/toast';
import { cleanMessage, lastId, mergeMessages, unreadCount } from '../model/chat';
import { useChatHistory, useOrderWriter, useSendMessage, useUploadImage } from '../queries';
import styles from './c2c.module.css';
import { ImagePick, MAX_IMAGE_BYTES } from './ImagePick';
import { OrderImage } from './OrderImage';

/**
 * The order's chat with the other side: the history (reading it marks it read), live messages over the websocket's
 * `c2c` channel, text and images. Closed, it counts what arrived unread; open, everything is read.
 */
export function ChatBox({ orderId, unread, open: startOpen = true }: { orderId: number; unread: number; open?: boolean }) {
  const { t } = useTranslation('c2c');
  const history = useChatHistory(orderId);
  const send = useSendMessage();
  const upload = useUploadImage();
  const writeOrder = useOrderWriter();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<C2cChatMessage[]>([]);
  const [open, setOpen] = useState(startOpen);
  const [seen, setSeen] = useState(0);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = mergeMessages(history.data ?? [], live);
  useChannel('c2c', (e) => {
    if (e.type === 'order') writeOrder(e.order);
    else if (e.order_id === orderId) {
      setLive((l) => mergeMessages(l, [e.message]));
      // Seen in an open chat: reading the history again marks it read on the server (the order's unread count).
      if (open && !e.message.mine) void queryClient.invalidateQueries({ queryKey: ['c2c', 'chat', orderId] });
    }
  });
  const newest = lastId(messages);
  useEffect(() => {
    if (open) setSeen(newest);
  }, [open, newest]);
  useEffect(() => { end.current?.scrollIntoView?.({ block: 'nearest' }); }, [messages.length, open]);
  // Before the history arrives the order's own count stands; after, what came in while the chat was closed.
  const count = !open ? (history.data ? unreadCount(messages, seen) : unread) : 0;
  const post = (m: { text?: string; image_id?: number }) =>
    send.mutate({ id: orderId, ...m }, { onSuccess: (msg) => { setLive((l) => mergeMessages(l, [msg])); setText(''); } });
  const submit = () => {
    const clean = cleanMessage(text);
    if (clean !== null) post({ text: clean });
  };
  const pick = (file: File) => {
    if (file.size > MAX_IMAGE_BYTES) { toast.error(t('chat.too_big')); return; }
    upload.mutate(file, { onSuccess: (u) => post({ image_id: u.id }), onError: (e) => toast.error(e.message || t('chat.upload_failed')) });
  };
  const toggle = () => {
    if (!open) void queryClient.invalidateQueries({ queryKey: ['c2c', 'chat', orderId] });
    setOpen(!open);
  };
  return (
    <section className={styles.card} data-testid="c2c-chat">
      <button type="button" className={`${styles.head} ${styles.chatHead}`} onClick={toggle} data-testid="c2c-chat-toggle">
        <h3 className={styles.name}>{t('chat.title')}{count > 0 && <span className={styles.badge} data-testid="c2c-unread">{count}</span>}</h3>
        <span className={styles.stats}>{t(open ? 'chat.hide' : 'chat.show')}</span>
      </button>
      {open && (
        <>
          <div className={styles.chat} data-testid="c2c-messages">
            {messages.length === 0 && <span className={styles.muted}>{t('chat.empty')}</span>}
            {messages.map((m) => (
              <div key={m.id} className={`${styles.bubble} ${m.mine ? styles.mine : ''}`} data-testid="c2c-message" data-mine={m.mine ? '1' : '0'}>
                {m.kind === 'image' && m.image_id !== null ? <OrderImage orderId={orderId} imageId={m.image_id} alt={t('chat.image')} className="" /> : m.text}
                <span className={styles.bubbleTime}>{t(`chat.from_${m.mine ? 'me' : m.from}`)} · {formatClock(m.created_at)}</span>
              </div>
            ))}
            <div ref={end} />
          </div>
          <form className={styles.compose} onSubmit={(e) => { e.preventDefault(); submit(); }}>
            <ImagePick label={t('chat.photo')} onPick={pick} disabled={upload.isPending} testId="c2c-chat-image" />
            <input type="text" value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} placeholder={t('chat.placeholder')} aria-label={t('chat.placeholder')} data-testid="c2c-chat-input" />
            <button type="submit" className={styles.action} disabled={send.isPending} data-testid="c2c-chat-send">{t('chat.send')}</button>
          </form>
        </>
      )}
    </section>
  );
}
