import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { MyNfts } from '../../nft/routes';
import { AccountCards } from '../components/AccountCards';
import { CoinRows } from '../components/CoinRows';
import { useHiddenAmounts } from '../components/hidden';
import { OverviewState } from '../components/OverviewState';
import { Shortcuts } from '../components/Shortcuts';
import { StartActions } from '../components/StartActions';
import { TotalCard } from '../components/TotalCard';
import { accountOf, allAssets, hasUnpriced, isEmpty, sortAssets, type Overview } from '../model/overview';
import { tradeAccountPath, WALLET_PATH } from '../paths';
import styles from '../components/wallet.module.css';

function AssetsBody({ overview }: { overview: Overview }) {
  const { t } = useTranslation('wallet');
  const { hidden } = useHiddenAmounts();
  const funding = accountOf(overview, 'funding');
  return (
    <>
      <TotalCard label={t('total.label')} total={overview.total_usdt} demo={overview.mode === 'demo'} unpriced={hasUnpriced(allAssets(overview))} testId="assets-hero">
        {overview.mode === 'real' && isEmpty(overview) && <StartActions />}
      </TotalCard>
      <Shortcuts variant="assets" />
      <AccountCards overview={overview} hidden={hidden} />
      <section className={styles.card} data-testid="assets-funding">
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('coins.funding_title')}</h2>
          <Link className={styles.sectionLink} to={tradeAccountPath('funding')}>{t('coins.details')}</Link>
        </div>
        <p className={styles.sectionHint}>{t('account.funding_hint')}</p>
        <CoinRows lines={sortAssets(funding.assets)} hidden={hidden} />
      </section>
    </>
  );
}

/** /pages/assets/index (the Assets tab): the total, the shortcuts, the four accounts and the funding account's coins. */
export default function AssetsPage() {
  const { t } = useTranslation('wallet');
  return (
    <PageShell title={t('title.assets')} back={false} className={styles.page}
      right={<Link to={WALLET_PATH} className="c-nav-link" data-testid="assets-wallet-link">{t('title.wallet')}</Link>}>
      <div data-testid="assets-page">
        <OverviewState>{(overview) => <AssetsBody overview={overview} />}</OverviewState>
        <MyNfts />
      </div>
    </PageShell>
  );
}
