import type { KycDocumentKind } from '@candor/shared';
import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useUploadDocument } from '../queries';
import styles from './kyc.module.css';

const IMAGES = 'image/jpeg,image/png,image/webp';
export const MAX_DOC_MB = 5;

type Props = { kind: KycDocumentKind; uploaded: number | null; onUploaded: (id: number | null) => void; invalid: boolean };

/** One document: a tile that opens the file picker, uploads at once (private), and shows the picture or the PDF's name. */
export function DocumentPicker({ kind, uploaded, onUploaded, invalid }: Props) {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [preview, setPreview] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const pick = (file: File | undefined): void => {
    if (!file) return;
    setError(null);
    onUploaded(null);
    if (file.size > MAX_DOC_MB * 1024 * 1024) {
      setError(t('docs.too_large', { mb: MAX_DOC_MB }));
      return;
    }
    setName(file.name);
    setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    upload.mutate({ kind, file }, {
      onSuccess: (u) => onUploaded(u.id),
      onError: (e) => setError(e instanceof ApiError ? e.message : t('docs.failed')),
    });
  };
  const stateClass = error || invalid ? styles.docInvalid : uploaded !== null ? styles.docDone : '';
  return (
    <div className={styles.doc} data-field={kind}>
      <span className={styles.docLabel}>{t(`docs.${kind}`)}</span>
      <input ref={input} id={`doc-${kind}`} type="file" accept={kind === 'address' ? `${IMAGES},application/pdf` : IMAGES} className={styles.hidden}
        data-testid={`kyc-doc-${kind}-input`} onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }} />
      <button type="button" className={`${styles.docTile} ${stateClass}`} onClick={() => input.current?.click()} aria-label={t(`docs.${kind}`)}>
        {preview ? <img src={preview} alt="" /> : name ? <span className={styles.pdf}>PDF</span> : <span aria-hidden="true">+</span>}
        {upload.isPending && <span style={{ position: 'absolute' }}><DotLoading color="primary" /></span>}
      </button>
      <span className={`${styles.docState} ${error ? styles.docError : uploaded !== null ? styles.docOk : ''}`} data-testid={`kyc-doc-${kind}-state`}>
        {error ?? (upload.isPending ? t('docs.uploading') : uploaded !== null ? t('docs.done') : t(kind === 'address' ? 'docs.hint_pdf' : 'docs.hint', { mb: MAX_DOC_MB }))}
      </span>
    </div>
  );
}
