import type { C2cOrder } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useOrderAction, useUploadImage } from '../queries';
import styles from './c2c.module.css';
import { ImagePick, MAX_IMAGE_BYTES } from './ImagePick';

/** What the viewer may do now, as the server says (order.actions): mark paid with a proof, cancel, release, appeal. */
export function OrderActions({ order }: { order: C2cOrder }) {
  const { t } = useTranslation('c2c');
  const act = useOrderAction();
  const upload = useUploadImage();
  const [proof, setProof] = useState<{ id: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [appealing, setAppealing] = useState(false);
  const can = (a: C2cOrder['actions'][number]) => order.actions.includes(a);
  const done = (key: string) => () => toast.success(t(key));
  // antd's dialog (about 25 KB) loads on the first tap that needs it, not with the page.
  const confirm = async (content: string, confirmText: string) => (await import('../../../ui/dialog')).Dialog.confirm({ content, confirmText, cancelText: t('common:action.cancel') });
  const pickProof = (file: File) => {
    if (file.size > MAX_IMAGE_BYTES) { toast.error(t('chat.too_big')); return; }
    upload.mutate(file, { onSuccess: (u) => setProof({ id: u.id, name: file.name }), onError: (e) => toast.error(e.message || t('chat.upload_failed')) });
  };
  const pay = async () => {
    if (!(await confirm(t('action.pay_confirm', { amount: order.amount, fiat: order.fiat }), t('action.pay')))) return;
    act.mutate({ action: 'pay', id: order.id, proof_id: proof?.id }, { onSuccess: done('action.paid') });
  };
  const cancel = async () => {
    if (!(await confirm(t('action.cancel_confirm'), t('action.cancel')))) return;
    act.mutate({ action: 'cancel', id: order.id }, { onSuccess: done('action.cancelled') });
  };
  const release = async () => {
    if (!(await confirm(t('action.release_confirm', { quantity: order.quantity, coin: order.coin }), t('action.release')))) return;
    act.mutate({ action: 'release', id: order.id }, { onSuccess: done('action.released') });
  };
  const appeal = () => {
    if (reason.trim() === '') { toast.error(t('action.appeal_reason_needed')); return; }
    act.mutate({ action: 'appeal', id: order.id, reason: reason.trim(), proof_id: proof?.id }, { onSuccess: () => { setAppealing(false); done('action.appealed')(); } });
  };
  if (order.actions.length === 0) return null;
  const busy = act.isPending || upload.isPending;
  return (
    <section className={styles.card} data-testid="c2c-actions">
      {(can('pay') || appealing) && (
        <div className={styles.row}>
          <span className={styles.muted} data-testid="c2c-proof-state">{proof ? t('action.proof_ready', { name: proof.name }) : t('action.proof_hint')}</span>
          <ImagePick label={t(proof ? 'action.proof_change' : 'action.proof_pick')} onPick={pickProof} disabled={busy} testId="c2c-proof" />
        </div>
      )}
      {can('pay') && <button type="button" className={styles.primary} disabled={busy} onClick={() => void pay()} data-testid="c2c-pay">{t('action.pay')}</button>}
      {can('release') && <button type="button" className={styles.primary} disabled={busy} onClick={() => void release()} data-testid="c2c-release">{t('action.release')}</button>}
      {can('cancel') && <button type="button" className={`${styles.secondary} ${styles.danger}`} disabled={busy} onClick={() => void cancel()} data-testid="c2c-cancel">{t('action.cancel')}</button>}
      {can('appeal') && !appealing && <button type="button" className={styles.secondary} disabled={busy} onClick={() => setAppealing(true)} data-testid="c2c-appeal">{t('action.appeal')}</button>}
      {appealing && (
        <div className={styles.form}>
          <textarea className={styles.textarea} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder={t('action.appeal_reason')} aria-label={t('action.appeal_reason')} data-testid="c2c-appeal-reason" />
          <button type="button" className={`${styles.primary}`} disabled={busy} onClick={appeal} data-testid="c2c-appeal-send">{t('action.appeal_send')}</button>
        </div>
      )}
    </section>
  );
}
