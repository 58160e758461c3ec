import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../ui/PageShell';
import { CoinRows } from '../components/CoinRows';
import { useHiddenAmounts } from '../components/hidden';
import { OverviewState } from '../components/OverviewState';
import { Shortcuts } from '../components/Shortcuts';
import { TotalCard } from '../components/TotalCard';
import { allAssets, coinsAcross, hasUnpriced, type Overview } from '../model/overview';
import styles from '../components/wallet.module.css';

function WalletBody({ overview }: { overview: Overview }) {
  const { t } = useTranslation('wallet');
  const { hidden } = useHiddenAmounts();
  return (
    <>
      <TotalCard label={t('total.label')} total={overview.total_usdt} demo={overview.mode === 'demo'} unpriced={hasUnpriced(allAssets(overview))} testId="wallet-hero" />
      <Shortcuts variant="wallet" />
      <section className={styles.card} data-testid="wallet-coins">
        <div className={styles.sectionHead}><h2 className={styles.sectionTitle}>{t('coins.all_title')}</h2></div>
        <p className={styles.sectionHint}>{t('coins.all_hint')}</p>
        <CoinRows lines={coinsAcross(overview)} hidden={hidden} />
      </section>
    </>
  );
}

/** /pages/wallet/index: the wallet overview: the total, the shortcuts, and each coin summed over all accounts. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  return (
    <PageShell title={t('title.wallet')} className={styles.page}>
      <div data-testid="wallet-page">
        <OverviewState>{(overview) => <WalletBody overview={overview} />}</OverviewState>
      </div>
    </PageShell>
  );
}
