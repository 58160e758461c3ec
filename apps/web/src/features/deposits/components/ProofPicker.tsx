import { DotLoading } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProofState } from '../model/form';
import { MAX_PROOF_MB, PROOF_ACCEPT } from '../model/proof';
import styles from './deposits.module.css';

type Props = {
  proof: ProofState;
  preview: string | null;
  /** The error to show under the field, already translated. */
  error: string | null;
  onPick: (file: File | undefined) => void;
  onRetry: () => void;
  onRemove: () => void;
};

/** The transfer proof: a tile that opens the file picker and then shows the picture, with the upload's state beside it. */
export function ProofPicker({ proof, preview, error, onPick, onRetry, onRemove }: Props) {
  const { t } = useTranslation('deposits');
  const input = useRef<HTMLInputElement>(null);
  const open = (): void => input.current?.click();
  const name = proof.status === 'none' ? null : proof.name;
  return (
    <div className="c-form-field" data-field="proof">
      <label className="c-form-label" htmlFor="proof">{t('form.proof')}</label>
      <div className={styles.proof}>
        <input ref={input} id="proof" type="file" accept={PROOF_ACCEPT} className={styles.hidden} data-testid="deposit-proof-input"
          onChange={(e) => { onPick(e.target.files?.[0]); e.target.value = ''; }} />
        <button type="button" className={`${styles.proofTile} ${error ? styles.proofTileInvalid : ''}`} onClick={open}
          aria-label={t(name ? 'form.proof_change' : 'form.proof_pick')} data-testid="deposit-proof-pick">
          {preview ? <img src={preview} alt={t('form.proof_preview')} /> : <span aria-hidden="true">+</span>}
          {proof.status === 'uploading' && <span className={styles.proofBusy}><DotLoading color="primary" /></span>}
        </button>
        <div className={styles.proofInfo}>
          {name && <span className={styles.proofName}>{name}</span>}
          {proof.status === 'none' && <span>{t('form.proof_hint', { mb: MAX_PROOF_MB })}</span>}
          {proof.status === 'uploading' && <span>{t('form.proof_uploading')}</span>}
          {proof.status === 'done' && <span className={styles.proofOk} data-testid="deposit-proof-done">{t('form.proof_done')}</span>}
          {name && (
            <span className={styles.proofActions}>
              {proof.status === 'failed' && <button type="button" className={styles.linkBtn} onClick={onRetry}>{t('form.proof_retry')}</button>}
              <button type="button" className={styles.linkBtn} onClick={open}>{t('form.proof_change')}</button>
              <button type="button" className={styles.linkBtn} onClick={onRemove}>{t('form.proof_remove')}</button>
            </span>
          )}
        </div>
      </div>
      {error && <div className="c-field-error" role="alert">{error}</div>}
    </div>
  );
}
