import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NATIVE_NAMES } from '../../../i18n/languages';
import { useSession } from '../../../session';
import { PageShell } from '../../../ui/PageShell';
import { Loading } from '../../../ui/States';
import { useCurrentUser } from '../../auth/queries';
import { isLang } from '@candor/shared';

export default function AccountPage() {
  const { t, i18n } = useTranslation('users');
  const stored = useSession((s) => s.user);
  const { data } = useCurrentUser();
  const user = data ?? stored;
  if (!user) return <PageShell title={t('account.title')}><Loading /></PageShell>;
  const none = t('account.none');
  const rows: Array<[string, string]> = [
    ['uid', String(user.id)],
    ['type', t(user.kind === 'guest' ? 'account.guest' : 'account.user')],
    ['username', user.username ?? none],
    ['email', user.email ?? none],
    ['phone', user.phone ? `+${user.area_code ?? ''} ${user.phone}` : none],
    ['invite_code', user.kind === 'guest' ? none : user.invite_code],
    ['language', isLang(user.lang) ? NATIVE_NAMES[user.lang] : user.lang],
    ['created', new Date(user.created_at).toLocaleString(i18n.language === 'en' ? 'en' : undefined)],
  ];
  return (
    <PageShell title={t('account.title')}>
      <List mode="card" className="c-entry-list" data-testid="account-list">
        {rows.map(([key, value]) => <List.Item key={key} extra={<span className="c-num">{value}</span>}>{t(`account.${key}`)}</List.Item>)}
      </List>
      <p className="c-hint">{t('account.note')}</p>
    </PageShell>
  );
}
