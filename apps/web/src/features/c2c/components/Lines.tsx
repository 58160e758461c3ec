import type { ReactNode } from 'react';
import styles from './c2c.module.css';

/** Label and value rows. */
export function Lines({ rows }: { rows: readonly (readonly [string, ReactNode, string?])[] }) {
  return (
    <dl className={styles.lines}>
      {rows.map(([label, value, testId]) => (
        <div key={label} className={styles.line}><dt>{label}</dt><dd data-testid={testId}>{value}</dd></div>
      ))}
    </dl>
  );
}
