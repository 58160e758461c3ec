import type { ApiKey } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { useKeyAction } from '../queries';
import styles from './apikeys.module.css';

const when = (ms: number | null, never: string) => (ms === null ? never : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

/** One key: label, mode, status, the key (never the secret), permissions, IPs, dates; pause or resume, delete. */
export function KeyCard({ k }: { k: ApiKey }) {
  const { t } = useTranslation('apikeys');
  const act = useKeyAction();
  const remove = async () => {
    const ok = await Dialog.confirm({ content: t('action.delete_confirm'), confirmText: t('action.delete'), cancelText: t('action.cancel') });
    if (ok) await act.mutateAsync({ id: k.id, action: 'delete' }).catch(() => undefined);
  };
  const tagClass = k.status === 'paused' ? styles.tagPaused : k.status === 'revoked' ? styles.tagRevoked : '';
  return (
    <article className={styles.key} data-testid={`apikey-${k.id}`}>
      <div className={styles.keyHead}>
        {k.label}
        <span className={styles.tag}>{t(`mode.${k.mode}`)}</span>
        <span className={`${styles.tag} ${tagClass}`} data-testid="apikey-status">{t(`status.${k.status}`)}</span>
      </div>
      <span className={styles.mono}>{k.api_key}</span>
      <span className={styles.meta}>{t('list.permissions')}: {k.permissions.map((p) => t(`perm.${p}`)).join(' · ')}</span>
      <span className={styles.meta}>{t('list.ips')}: {k.ip_allow.length ? k.ip_allow.join(', ') : t('list.any_ip')}</span>
      <span className={styles.meta}>{t('list.created')}: {when(k.created_at, '')} UTC · {t('list.last_used')}: {when(k.last_used_at, t('list.never'))}</span>
      {k.status !== 'revoked' && (
        <div className={styles.keyActions}>
          {k.status === 'active'
            ? <button type="button" className={styles.small} disabled={act.isPending} onClick={() => void act.mutateAsync({ id: k.id, action: 'pause' }).catch(() => undefined)} data-testid="apikey-pause">{t('action.pause')}</button>
            : <button type="button" className={styles.small} disabled={act.isPending} onClick={() => void act.mutateAsync({ id: k.id, action: 'resume' }).catch(() => undefined)} data-testid="apikey-resume">{t('action.resume')}</button>}
          <button type="button" className={`${styles.small} ${styles.danger}`} disabled={act.isPending} onClick={() => void remove()} data-testid="apikey-delete">{t('action.delete')}</button>
        </div>
      )}
    </article>
  );
}
