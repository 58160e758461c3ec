import { useTranslation } from 'react-i18next';
import { EntryList, type Entry } from '../../../ui/Entries';
import { DevicesIcon, IdIcon, LockIcon, ShieldIcon, WalletIcon } from '../../../ui/icons';
import { PageShell } from '../../../ui/PageShell';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import { useHasFundPassword, useSecurityInfo } from '../queries';
import { useTwoFactor } from '../../account/queries';

const KYC_TONE: Record<string, StatusTone> = { unverified: 'neutral', pending: 'info', verified: 'success', rejected: 'danger' };

export default function SecurityPage() {
  const { t } = useTranslation('users');
  const info = useSecurityInfo();
  const fund = useHasFundPassword();
  const twoFactor = useTwoFactor();
  const kyc = info.data?.kyc_status ?? 'unverified';
  const entries: Entry[] = [
    { key: 'password', label: t('security.login_password'), to: '/pages/settings/security/changePassword', icon: LockIcon, extra: t('security.change') },
    {
      key: 'fund', label: t('security.fund_password'), to: '/pages/settings/security/changePayPassword', icon: WalletIcon,
      extra: fund.data === undefined ? '' : (
        <span data-testid="fund-status"><StatusTag tone={fund.data ? 'success' : 'warning'}>{t(fund.data ? 'security.set' : 'security.not_set')}</StatusTag></span>
      ),
    },
    {
      key: 'twofa', label: t('security.twofa'), to: '/pages/settings/security/twoFactor', icon: ShieldIcon,
      extra: twoFactor.data === undefined ? '' : (
        <span data-testid="twofa-entry"><StatusTag tone={twoFactor.data.enabled ? 'success' : 'warning'}>{t(twoFactor.data.enabled ? 'security.on' : 'security.off')}</StatusTag></span>
      ),
    },
    { key: 'sessions', label: t('security.sessions'), to: '/pages/settings/security/sessions', icon: DevicesIcon },
    { key: 'wallets', label: t('security.wallets'), to: '/pages/settings/security/wallets', icon: WalletIcon },
    { key: 'kyc', label: t('security.kyc'), to: '/pages/verification/index', icon: IdIcon, extra: <StatusTag tone={KYC_TONE[kyc] ?? 'neutral'}>{t(`security.kyc_${kyc}`)}</StatusTag> },
  ];
  return (
    <PageShell title={t('security.title')}>
      <div data-testid="security-page"><EntryList entries={entries} /></div>
      {fund.data === false && <p className="c-hint">{t('security.fund_prompt')}</p>}
    </PageShell>
  );
}
