import { useTranslation } from 'react-i18next';
import { NetworkTabs } from '../../../ui/CoinChoice';
import { MoneyPage } from '../../../ui/MoneyPage';
import { toast } from '../../../ui/toast';
import { AddressForm } from '../components/AddressForm';
import { CoinSwitch, useWithdrawCoin } from '../components/CoinSwitch';
import { useGoBackOr } from '../components/goBack';
import { useAddressForm } from '../components/useAddressForm';
import styles from '../components/withdrawals.module.css';
import type { AddressEntry } from '../model/addresses';
import { networksOf } from '../model/coins';
import { ADDRESS_BOOK_PATH } from '../paths';
import { useHasFundPassword } from '../queries';
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
  const goBackOr = useGoBackOr();
  const choose = useAddressChoice((s) => s.choose);
  const choice = useWithdrawCoin();
  const added = (entry: AddressEntry): void => {
    choose(entry.coin, entry.network, entry.id);
    toast.success(t('create.saved'));
    goBackOr(ADDRESS_BOOK_PATH);
  };
  return (
    <MoneyPage title={t('create.title')} testId="address-create-page">
      <CoinSwitch choice={choice}>
        {({ coin, network }) => (
          <>
            <section className={styles.card}>
              <NetworkTabs networks={networksOf(coin)} current={network} onPick={(n) => choice.select(coin.coin, n)} label={t('network.label')}
                testId="withdraw-networks" />
              <p className={styles.networkNote}>{t('create.network_note', { coin: coin.coin, network })}</p>
            </section>
            <CreateForm coin={coin.coin} network={network} onAdded={added} />
          </>
        )}
      </CoinSwitch>
    </MoneyPage>
  );
}
