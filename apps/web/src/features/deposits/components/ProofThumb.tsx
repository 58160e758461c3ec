import { ImageViewer } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProofImage } from '../queries';
import styles from './deposits.module.css';

/**
 * A record's proof picture. The image is served only to its owner, and an <img src> cannot send the Authorization
 * header: it is fetched with the header and shown through an object URL, released when the row goes away.
 */
function useProofUrl(id: number): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ id: number; url: string | null; failed: boolean }>({ id, url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchProofImage(id, controller.signal).then(
      (blob) => { url = URL.createObjectURL(blob); setState({ id, url, failed: false }); },
      () => { if (!controller.signal.aborted) setState({ id, url: null, failed: true }); },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state.id === id ? state : { url: null, failed: false };
}

export function ProofThumb({ id }: { id: number }) {
  const { t } = useTranslation('deposits');
  const { url, failed } = useProofUrl(id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.thumb} disabled={!url} onClick={() => setOpen(true)}
        aria-label={t('records.proof_open')} data-testid="deposit-proof-thumb" data-loaded={url ? 'yes' : 'no'}>
        {url ? <img src={url} alt={t('records.proof')} /> : <span>{t(failed ? 'records.proof_missing' : 'records.proof_loading')}</span>}
      </button>
      {url && <ImageViewer image={url} visible={open} onClose={() => setOpen(false)} />}
    </>
  );
}
