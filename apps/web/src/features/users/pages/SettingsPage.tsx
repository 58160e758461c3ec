import { useQueryClient } from '@tanstack/react-query';
import { SESSION_STORE_VERSION } from '@candor/shared';
import { Button } from 'antd-mobile';
import { Dialog } from '../../../ui/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NATIVE_NAMES } from '../../../i18n/languages';
import { SESSION_STORAGE_KEY, useSession } from '../../../session';
import { EntryList, type Entry } from '../../../ui/Entries';
import { GlobeIcon, InfoIcon, LockIcon, TrashIcon, UserCardIcon } from '../../../ui/icons';
import { PageShell } from '../../../ui/PageShell';
import { toast } from '../../../ui/toast';
import { useLogout } from '../../auth/queries';
import { keysToClear } from '../model/cache';

/** Removes cached data and every stored key but the session's. */
async function clearCache(): Promise<void> {
  for (const key of keysToClear(Object.keys(window.localStorage), [SESSION_STORAGE_KEY])) window.localStorage.removeItem(key);
  window.sessionStorage.clear();
  if ('caches' in window) {
    const names = await window.caches.keys();
    await Promise.all(names.map((n) => window.caches.delete(n)));
  }
}

export default function SettingsPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useSession((s) => s.lang);
  const signedIn = useSession((s) => s.token !== null && s.user !== null);
  const logout = useLogout();

  const onClear = async (): Promise<void> => {
    if (!(await Dialog.confirm({ content: t('cache.confirm'), confirmText: t('cache.clear'), cancelText: t('common:action.cancel') }))) return;
    await clearCache();
    queryClient.clear();
    toast.success(t('cache.done'));
  };
  const onVersion = (): void => {
    void Dialog.alert({ title: 'Candor', content: t('version.detail', { version: __APP_VERSION__, store: SESSION_STORE_VERSION }), confirmText: t('common:action.ok') });
  };
  const account: Entry[] = [
    { key: 'account', label: t('account.title'), to: '/pages/settings/account/index', icon: UserCardIcon },
    { key: 'security', label: t('security.title'), to: '/pages/settings/security/index', icon: LockIcon },
  ];
  const general: Entry[] = [
    { key: 'language', label: t('language.title'), to: '/pages/settings/language/language', icon: GlobeIcon, extra: NATIVE_NAMES[lang] },
    { key: 'cache', label: t('cache.title'), onClick: () => void onClear(), icon: TrashIcon },
    { key: 'version', label: t('version.title'), onClick: onVersion, icon: InfoIcon, extra: <span data-testid="app-version">v{__APP_VERSION__}</span> },
  ];
  return (
    <PageShell title={t('title')}>
      {signedIn && <EntryList entries={account} />}
      <EntryList entries={general} />
      {signedIn && (
        <div style={{ margin: '8px 12px' }}>
          <Button block color="danger" fill="outline" loading={logout.isPending} data-testid="settings-logout"
            onClick={() => logout.mutate(undefined, { onSuccess: () => { toast.success(t('logout.done')); void navigate('/pages/index/index', { replace: true }); } })}>
            {t('logout.button')}
          </Button>
        </div>
      )}
    </PageShell>
  );
}
