import { useNavigate } from 'react-router';
import { loginUrl } from '../app/guards';
import { currentPath } from '../app/navigation';
import { REGISTER_PATH } from '../app/paths';
import { WarningIcon } from './icons';
import { toast } from './toast';
import styles from './money.module.css';

export type DemoRestrictedText = { title: string; body: string; login: string; register: string; leave: string; left: string };

/**
 * Money that is real cannot move in demo mode ("This Action is Restricted on Demo Account."): a user in demo mode
 * switches back to the real account here (`onLeave`, then the `left` toast); a guest demo has none and is offered
 * to log in (and come back) or register.
 */
export function DemoRestricted({ guest, onLeave, text, testId, leaveTestId }: {
  guest: boolean; onLeave: () => void; text: DemoRestrictedText; testId: string; leaveTestId: string;
}) {
  const navigate = useNavigate();
  const leave = (): void => {
    onLeave();
    toast.success(text.left);
  };
  return (
    <section className={styles.demo} data-testid={testId}>
      <h2 className={styles.demoTitle}><WarningIcon />{text.title}</h2>
      <p className={styles.demoText}>{text.body}</p>
      <div className={styles.demoActions}>
        {guest ? (
          <>
            <button type="button" className={styles.secondary} onClick={() => void navigate(loginUrl(currentPath()))}>{text.login}</button>
            <button type="button" className={styles.primary} onClick={() => void navigate(REGISTER_PATH)}>{text.register}</button>
          </>
        ) : (
          <button type="button" className={styles.primary} data-testid={leaveTestId} onClick={leave}>{text.leave}</button>
        )}
      </div>
    </section>
  );
}
