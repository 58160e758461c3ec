import type { KycLevelState } from '@candor/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import styles from './kyc.module.css';

export const TONE: Record<KycLevelState['status'], StatusTone> = { none: 'neutral', pending: 'info', approved: 'success', rejected: 'danger' };

/** One level's card: its status, what it means now, a rejection's reason and the action that fits. */
export function LevelCard({ level, state, locked, children, action, testId }: {
  level: 'basic' | 'advanced'; state: KycLevelState; locked?: boolean; children?: ReactNode;
  action?: { label: string; onClick: () => void } | undefined; testId: string;
}) {
  const { t } = useTranslation('kyc');
  const status = locked ? 'locked' : state.status;
  return (
    <section className={styles.card} data-testid={testId} data-status={status}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{t(`level.${level}`)}</h2>
        <StatusTag tone={locked ? 'neutral' : TONE[state.status]}>{t(`status.${status}`)}</StatusTag>
      </div>
      <p className={styles.cardText}>{t(`text.${level}_${status}`)}</p>
      {state.status === 'rejected' && state.reason && (
        <p className={styles.reason} data-testid={`${testId}-reason`}>{t('reason', { reason: state.reason })}</p>
      )}
      {children}
      {action && <button type="button" className={styles.action} onClick={action.onClick} data-testid={`${testId}-action`}>{action.label}</button>}
    </section>
  );
}
