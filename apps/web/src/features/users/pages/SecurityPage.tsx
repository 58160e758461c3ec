import { useTranslation } from 'react-i18next';
import { EntryList, type Entry } from '../../../ui/Entries';
import { IdIcon, LockIcon, WalletIcon } from '../../../ui/icons';
import { PageShell } from '../../../ui/PageShell';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import { useHasFundPassword, useSecurityInfo } from '../queries';

const KYC_TONE: Record<string, StatusTone> = { unverified: 'neutral', pending: 'info', verified: 'success', rejected: 'danger' };

export default function SecurityPage() {
  const { t } = useTranslation('users');
  const info = useSecurityInfo();
  const fund = useHasFundPassword();
  const kyc = info.data?.kyc_status ?? 'unverified';
  const entries: Entry[] = [
    { key: 'password', label: t('security.login_password'), to: '/pages/settings/security/changePassword', icon: LockIcon, extra: t('security.change') },
    {
      key: 'fund', label: t('security.fund_password'), to: '/pages/settings/security/changePayPassword', icon: WalletIcon,
      extra: fund.data === undefined ? '' : (
        <span data-testid="fund-status"><StatusTag tone={fund.data ? 'success' : 'warning'}>{t(fund.data ? 'security.set' : 'security.not_set')}</StatusTag></span>
      ),
    },
    { key: 'kyc', label: t('security.kyc'), to: '/pages/verification/index', icon: IdIcon, extra: <StatusTag tone={KYC_TONE[kyc] ?? 'neutral'}>{t(`security.kyc_${kyc}`)}</StatusTag> },
  ];
  return (
    <PageShell title={t('security.title')}>
      <div data-testid="security-page"><EntryList entries={entries} /></div>
      {fund.data === false && <p className="c-hint">{t('security.fund_prompt')}</p>}
    </PageShell>
  );
}
