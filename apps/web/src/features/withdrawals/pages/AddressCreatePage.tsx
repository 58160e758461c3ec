import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { AddressForm } from '../components/AddressForm';
import { useGoBackOr } from '../components/goBack';
import { CoinChips, NetworkTabs } from '../components/Pickers';
import { Refusal } from '../components/Refusal';
import { useAddressForm } from '../components/useAddressForm';
import styles from '../components/withdrawals.module.css';
import type { AddressEntry } from '../model/addresses';
import { coinOrDefault, networksOf, pickNetwork } from '../model/coins';
import { ADDRESS_BOOK_PATH } from '../paths';
import { useHasFundPassword, useWithdrawInfo } from '../queries';
import { useAddressChoice } from '../state';

/** The form of the chosen coin and network; what was typed stays when they change (the address is checked again). */
function CreateForm({ coin, network, onAdded }: { coin: string; network: string; onAdded: (entry: AddressEntry) => void }) {
  const fund = useHasFundPassword();
  const api = useAddressForm(coin, network, fund.data ?? null, onAdded);
  return <AddressForm network={network} api={api} hasFundPassword={fund.data ?? null} />;
}

/**
 * /pages/address/create?coin=&network=: adds an address to the book. Once saved it becomes the chosen one for its
 * coin and network, and the page goes back (to the withdraw page when it came from there).
 */
export default function AddressCreatePage() {
  const { t } = useTranslation('withdrawals');
  const location = useLocation();
  const navigate = useNavigate();
  const goBackOr = useGoBackOr();
  const info = useWithdrawInfo();
  const choose = useAddressChoice((s) => s.choose);
  const params = new URLSearchParams(location.search);
  const coins = info.data?.coins ?? [];
  const coin = coinOrDefault(coins, params.get('coin'));
  const network = coin ? pickNetwork(coin, params.get('network')) : undefined;

  const select = (symbol: string, net?: string): void => {
    const q = new URLSearchParams({ coin: symbol });
    if (net) q.set('network', net);
    void navigate({ pathname: location.pathname, search: `?${q.toString()}` }, { replace: true });
  };
  const added = (entry: AddressEntry): void => {
    choose(entry.coin, entry.network, entry.id);
    toast.success(t('create.saved'));
    goBackOr(ADDRESS_BOOK_PATH);
  };

  let body;
  if (info.isPending) body = <Loading />;
  else if (info.isError) body = <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  else if (!coin || !network) body = <EmptyState title={t('coin.none')} />;
  else {
    body = (
      <>
        <CoinChips coins={coins} current={coin.coin} onPick={(c) => select(c)} />
        <section className={styles.card}>
          <NetworkTabs networks={networksOf(coin)} current={network} onPick={(n) => select(coin.coin, n)} />
          <p className={styles.networkNote}>{t('create.network_note', { coin: coin.coin, network })}</p>
        </section>
        <CreateForm coin={coin.coin} network={network} onAdded={added} />
      </>
    );
  }
  return (
    <PageShell title={t('create.title')} className={styles.page}>
      <div data-testid="address-create-page">{body}</div>
    </PageShell>
  );
}
