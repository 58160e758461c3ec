import { useEffect, useRef, type ReactNode } from 'react';
import styles from './money.module.css';

type DoneAction = { label: string; onClick: () => void; testId: string };

/**
 * A request that went through (a deposit, a withdrawal): the mark, what happens next, the request's lines
 * (children), then another one or the records. It replaces the form where the user was, so it scrolls into view.
 */
export function DoneCard({ title, text, testId, recordId, another, records, children, footer }: {
  title: string; text: string; testId: string; recordId?: number; another: DoneAction; records: DoneAction; children: ReactNode; footer?: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => { ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }); }, []);
  return (
    <section ref={ref} className={styles.doneCard} data-testid={testId} data-record-id={recordId} role="status">
      <div className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">✓</span>
        <h2 className={styles.doneTitle}>{title}</h2>
        <p className={styles.doneText}>{text}</p>
        <div className={styles.doneBody}>{children}</div>
        <div className={styles.doneActions}>
          <button type="button" className={styles.secondary} onClick={another.onClick} data-testid={another.testId}>{another.label}</button>
          <button type="button" className={styles.primary} onClick={records.onClick} data-testid={records.testId}>{records.label}</button>
        </div>
        {footer}
      </div>
    </section>
  );
}
