import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../session';
import { CopyIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import styles from './users.module.css';

/** How the account is known: username, else email, else the phone with its country code. */
export function displayName(user: SessionUser): string {
  if (user.username) return user.username;
  if (user.email) return user.email;
  if (user.phone) return `+${user.area_code ?? ''} ${user.phone}`;
  return `#${user.id}`;
}

async function copy(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.warning(failed);
  }
}

export function UserCard({ user, demo }: { user: SessionUser | null; demo: boolean }) {
  const { t } = useTranslation('users');
  if (!user) {
    return (
      <div className={styles.card}>
        <div className={styles.avatar} aria-hidden="true">?</div>
        <div className={styles.who}>
          <strong>{t('visitor.title')}</strong>
          <span className={styles.sub}>{t('visitor.text')}</span>
        </div>
        <Link to="/pages/user/login/login?backpage=%2Fpages%2Fprofile%2Findex&backtype=2" className={styles.loginBtn} data-testid="me-login">{t('visitor.login')}</Link>
      </div>
    );
  }
  const guest = user.kind === 'guest';
  const name = guest ? t('guest.name') : displayName(user);
  return (
    <div className={styles.card} data-testid="user-card">
      <div className={styles.avatar} aria-hidden="true">{name.replace(/^[+#]/, '').slice(0, 1).toUpperCase()}</div>
      <div className={styles.who}>
        <strong className={styles.name}>{name}</strong>
        <span className={styles.sub}>
          UID {user.id}
          {!guest && (
            <button type="button" className={styles.copy} onClick={() => void copy(user.invite_code, t('copied'), t('copy_failed'))}>
              · {t('invite_code')} {user.invite_code} <CopyIcon />
            </button>
          )}
        </span>
        <span className={styles.tags}>
          {guest && <span className={styles.tagWarn}>{t('guest.tag')}</span>}
          {!guest && demo && <span className={styles.tagWarn}>{t('demo.tag')}</span>}
          {!guest && !demo && <span className={styles.tag}>{t('real.tag')}</span>}
        </span>
      </div>
    </div>
  );
}
