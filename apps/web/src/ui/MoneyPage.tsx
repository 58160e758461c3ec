import { useNavigate } from 'react-router';
import { PageShell, type PageShellProps } from './PageShell';
import styles from './money.module.css';

/** A text button in a page's nav bar: to another page (the records, the address book) or an action of the page. */
export function NavAction({ label, to, onClick, testId }: { label: string; testId?: string } & ({ to: string; onClick?: undefined } | { onClick: () => void; to?: undefined })) {
  const navigate = useNavigate();
  return <button type="button" className={styles.navLink} onClick={to === undefined ? onClick : () => void navigate(to)} data-testid={testId}>{label}</button>;
}

/** A deposit or withdrawal page: the app's page with their tighter top, the content under its test id when given. */
export function MoneyPage({ testId, children, ...shell }: Omit<PageShellProps, 'className'> & { testId?: string }) {
  return (
    <PageShell {...shell} className={styles.page}>
      {testId === undefined ? children : <div data-testid={testId}>{children}</div>}
    </PageShell>
  );
}
