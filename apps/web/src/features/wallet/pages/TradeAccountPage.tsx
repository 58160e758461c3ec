import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { CoinRows } from '../components/CoinRows';
import { useHiddenAmounts } from '../components/hidden';
import { OverviewState } from '../components/OverviewState';
import { TotalCard } from '../components/TotalCard';
import { ACCOUNT_KINDS, accountKindOf, accountOf, hasUnpriced, sortAssets, type AccountKind, type Overview } from '../model/overview';
import { tradeAccountPath, transferPath } from '../paths';
import styles from '../components/wallet.module.css';

/** The accounts as a segmented switch; a tap replaces the page's ?type. */
function KindSwitch({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <div className={styles.kinds} role="tablist" aria-label={t('account.label')}>
      {ACCOUNT_KINDS.map((k) => (
        <button key={k} type="button" role="tab" aria-selected={k === kind} className={`${styles.kind} ${k === kind ? styles.kindOn : ''}`}
          data-kind={k} onClick={() => void navigate(tradeAccountPath(k), { replace: true })}>
          {t(`account.${k}`)}
        </button>
      ))}
    </div>
  );
}

function AccountBody({ overview, kind }: { overview: Overview; kind: AccountKind }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { hidden } = useHiddenAmounts();
  const account = accountOf(overview, kind);
  // From another account the usual move is money in; from funding it is money out to a trading account.
  const transfer = kind === 'funding' ? transferPath({ from: 'funding' }) : transferPath({ to: kind });
  return (
    <>
      <KindSwitch kind={kind} />
      <TotalCard label={t('total.account_label', { account: t(`account.${kind}`) })} total={account.total_usdt} demo={overview.mode === 'demo'}
        unpriced={hasUnpriced(account.assets)} testId="account-hero">
        <div className={styles.heroActions}>
          <button type="button" className={styles.heroButton} data-testid="account-transfer" onClick={() => void navigate(transfer)}>{t('shortcut.transfer')}</button>
        </div>
      </TotalCard>
      <section className={styles.card} data-testid="account-coins" data-kind={kind}>
        <div className={styles.sectionHead}><h2 className={styles.sectionTitle}>{t('coins.title')}</h2></div>
        <p className={styles.sectionHint}>{t(`account.${kind}_hint`)}</p>
        <CoinRows lines={sortAssets(account.assets)} hidden={hidden} />
      </section>
    </>
  );
}

/** /pages/assets/tradeAccount?type=funding|options|futures|trust: one account's coins and balances. */
export default function TradeAccountPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const kind = accountKindOf(params.get('type'));
  return (
    <PageShell title={t('title.account', { account: t(`account.${kind}`) })} className={styles.page}>
      <div data-testid="account-page">
        <OverviewState>{(overview) => <AccountBody overview={overview} kind={kind} />}</OverviewState>
      </div>
    </PageShell>
  );
}
