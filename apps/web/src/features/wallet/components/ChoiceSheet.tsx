import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './transfer.module.css';

export type Choice = { key: string; label: ReactNode; icon?: ReactNode; extra?: ReactNode; disabled?: boolean };

/** A bottom sheet of choices (an account, a coin); a tap picks one and closes it. */
export function ChoiceSheet({ open, title, choices, current, onPick, onClose, testId }: {
  open: boolean; title: string; choices: readonly Choice[]; current: string; onPick: (key: string) => void; onClose: () => void; testId: string;
}) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}>
      <div className={styles.sheetHead} role="heading" aria-level={2}>{title}</div>
      <div className={styles.sheetList} data-testid={testId} role="listbox" aria-label={title}>
        {choices.map((c) => (
          <button key={c.key} type="button" role="option" aria-selected={c.key === current} disabled={c.disabled} data-key={c.key}
            className={`${styles.sheetRow} ${c.key === current ? styles.sheetOn : ''}`}
            onClick={() => { onPick(c.key); onClose(); }}>
            {c.icon}
            <span className={styles.sheetLabel}>{c.label}</span>
            {c.extra !== undefined && <span className={styles.sheetExtra}>{c.extra}</span>}
          </button>
        ))}
      </div>
    </Popup>
  );
}
