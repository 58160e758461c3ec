import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import { StatementFilters } from '../components/StatementFilters';
import { StatementRow } from '../components/StatementRow';
import { coinChoices } from '../model/overview';
import { lineKey, NO_FILTERS, type StatementFilters as Filters, type StatementLine } from '../model/statement';
import { statementKey, statementPage, useOverview, useWalletMode } from '../queries';
import styles from '../components/wallet.module.css';

/** The seed's coins, for the filter while the overview (which names every coin the user can hold) loads. */
const SEED_COINS = ['USDT', 'USDC', 'ETH', 'BTC'];

/** /pages/assets/record: the user's statement from the ledger, filtered by coin and account (pull to refresh, load more). */
export default function StatementPage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const mode = useWalletMode();
  const overview = useOverview();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const coins = overview.data ? coinChoices(overview.data) : SEED_COINS;
  return (
    <PageShell title={t('title.statement')} className={styles.page}>
      <div data-testid="statement-page">
        <ListPage<StatementLine> queryKey={statementKey(token, mode, filters)} fetchPage={statementPage(filters)} itemKey={lineKey}
          renderItem={(l) => <StatementRow line={l} />}
          header={<StatementFilters coins={coins} value={filters} onChange={setFilters} />}
          empty={<EmptyState title={t('statement.empty')} />} />
      </div>
    </PageShell>
  );
}
