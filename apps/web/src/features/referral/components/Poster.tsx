import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPoster } from '../queries';
import styles from './referral.module.css';

/** My poster (invite link and QR code), shown through an object URL released on unmount. */
export function Poster() {
  const { t } = useTranslation('referral');
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchPoster(controller.signal).then(
      (blob) => { url = URL.createObjectURL(blob); setState({ url, failed: false }); },
      () => { if (!controller.signal.aborted) setState({ url: null, failed: true }); },
    );
    return () => { controller.abort(); if (url) URL.revokeObjectURL(url); };
  }, []);
  if (!state.url) return <p className={styles.muted}>{t(state.failed ? 'poster_failed' : 'poster_loading')}</p>;
  return (
    <div className={styles.poster}>
      <img src={state.url} alt={t('poster')} data-testid="referral-poster" />
      <a className={styles.button} href={state.url} download="candor-invite.svg">{t('poster_save')}</a>
    </div>
  );
}
