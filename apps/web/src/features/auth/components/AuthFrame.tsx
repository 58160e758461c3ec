import type { ReactNode } from 'react';
import { PageShell } from '../../../ui/PageShell';
import styles from './auth.module.css';

/** The shared frame of the auth pages: nav bar, a heading with a line under it, then the form. */
export function AuthFrame({ navTitle, title, subtitle, children, right }: { navTitle?: ReactNode; title: ReactNode; subtitle?: ReactNode; children: ReactNode; right?: ReactNode }) {
  return (
    <PageShell title={navTitle ?? ''} right={right} className={styles.page}>
      <div className={styles.head}>
        <div className={styles.logo} aria-hidden="true"><span /></div>
        <h2 className={styles.title}>{title}</h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <div className={styles.body}>{children}</div>
    </PageShell>
  );
}

export { styles as authStyles };
