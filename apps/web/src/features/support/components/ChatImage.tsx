import { ImageViewer } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchChatImage } from '../queries';
import styles from './support.module.css';

/** A chat image: private, so fetched with the session's header and shown through an object URL released on unmount. */
export function ChatImage({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchChatImage(id, controller.signal).then(
      (blob) => { url = URL.createObjectURL(blob); setState({ url, failed: false }); },
      () => { if (!controller.signal.aborted) setState({ url: null, failed: true }); },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return (
    <>
      <button type="button" className={styles.thumb} disabled={!state.url} onClick={() => setOpen(true)} aria-label={t('chat.image_open')}>
        {state.url ? <img src={state.url} alt={t('chat.image')} /> : <span>{t(state.failed ? 'chat.image_missing' : 'chat.image_loading')}</span>}
      </button>
      {state.url && <ImageViewer image={state.url} visible={open} onClose={() => setOpen(false)} />}
    </>
  );
}
