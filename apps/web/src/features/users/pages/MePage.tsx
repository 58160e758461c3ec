import { Button } from 'antd-mobile';
import { Dialog } from '../../../ui/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AREA_HOME, type AreaKey } from '../../../app/areas';
import { AREA_ICONS } from '../../../app/areaIcons';
import { NATIVE_NAMES } from '../../../i18n/languages';
import { useSession } from '../../../session';
import { EntryList, type Entry } from '../../../ui/Entries';
import { GearIcon, GiftIcon, GlobeIcon, LockIcon, ScaleIcon, ServerIcon, UserCardIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { useCurrentUser, useLogout } from '../../auth/queries';
import { API_KEYS_PATH } from '../../apikeys/paths';
import { PROOF_PATH } from '../../proof/paths';
import { SupportUnreadBadge } from '../../support/routes';
import { ALERTS_PATH, NOTIFICATIONS_PATH, NotificationsUnreadBadge } from '../../notifications/routes';
import { DemoPanel } from '../components/DemoPanel';
import styles from '../components/users.module.css';
import { UserCard } from '../components/UserCard';

const SERVICES: readonly AreaKey[] = ['kyc', 'bank', 'address', 'referral', 'wallet', 'help', 'notice', 'news'];
const ABOUT: ReadonlyArray<[AreaKey, string]> = [
  ['info_notification', '/pages/profile/notification'], ['info_faq', '/pages/profile/faq'], ['info_privacy', '/pages/profile/privacy'],
  ['info_legal', '/pages/profile/legal'], ['info_supervision', '/pages/profile/supervision'], ['info_whitepaper', '/pages/profile/white-paper'],
  ['info_registration', '/pages/profile/registeration'], ['info_articles', '/pages/profile/articles'], ['info_stock', '/pages/profile/stock'],
  ['info_certificate', '/pages/profile/good-certificate'], ['info_tax', '/pages/profile/tax'], ['info_team', '/pages/profile/team-honor'],
];

export default function MePage() {
  const { t } = useTranslation(['users', 'areas', 'apikeys', 'proof']);
  const user = useSession((s) => (s.token !== null ? s.user : null));
  const demo = useSession((s) => s.demo);
  const lang = useSession((s) => s.lang);
  const logout = useLogout();
  const navigate = useNavigate();
  useCurrentUser(user !== null);

  const account: Entry[] = [
    { key: 'security', label: t('entry.security'), to: '/pages/settings/security/index', icon: LockIcon },
    { key: 'account', label: t('entry.account'), to: '/pages/settings/account/index', icon: UserCardIcon },
    { key: 'invite', label: t('entry.invite'), to: '/pages/invite/index', icon: GiftIcon },
    { key: 'apikeys', label: t('apikeys:entry'), to: API_KEYS_PATH, icon: ServerIcon },
    { key: 'proof', label: t('proof:entry'), to: PROOF_PATH, icon: ScaleIcon },
    { key: 'notifications', label: t('areas:info_notification'), to: NOTIFICATIONS_PATH, icon: AREA_ICONS.info_notification, extra: <NotificationsUnreadBadge /> },
    { key: 'alerts', label: t('areas:alerts'), to: ALERTS_PATH, icon: AREA_ICONS.market },
  ];
  const services: Entry[] = SERVICES.map((k) => ({
    key: k, label: t(`areas:${k}`), to: AREA_HOME[k] ?? '/', icon: AREA_ICONS[k],
    // The help entry shows how many support answers wait unread.
    ...(k === 'help' && user?.kind === 'user' ? { extra: <SupportUnreadBadge /> } : {}),
  }));
  const settings: Entry[] = [
    { key: 'language', label: t('entry.language'), to: '/pages/settings/language/language', icon: GlobeIcon, extra: NATIVE_NAMES[lang] },
    { key: 'settings', label: t('entry.settings'), to: '/pages/settings/index', icon: GearIcon },
  ];
  const about: Entry[] = ABOUT.map(([k, to]) => ({ key: k, label: t(`areas:${k}`), to, icon: AREA_ICONS[k] }));

  const confirmLogout = async (): Promise<void> => {
    const ok = await Dialog.confirm({ content: t('logout.confirm'), confirmText: t('logout.button'), cancelText: t('common:action.cancel') });
    if (!ok) return;
    await logout.mutateAsync();
    toast.success(t('logout.done'));
  };

  return (
    <div className="c-page" data-testid="me">
      <div className={styles.top}><UserCard user={user} demo={demo} /></div>
      <div className={styles.body}>
        {user && <DemoPanel />}
        {user && user.kind === 'user' && <EntryList header={t('group.account')} entries={account} />}
        {user?.kind === 'guest' && (
          <div className={styles.logout}>
            <Button block color="primary" onClick={() => void navigate('/pages/user/login/register/index')} data-testid="guest-register">{t('guest.register')}</Button>
          </div>
        )}
        <EntryList header={t('group.services')} entries={services} />
        <EntryList header={t('group.settings')} entries={settings} />
        <EntryList header={t('group.about')} entries={about} />
        {user && (
          <div className={styles.logout}>
            <Button block color="danger" fill="outline" onClick={() => void confirmLogout()} loading={logout.isPending} data-testid="logout">
              {t('logout.button')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
