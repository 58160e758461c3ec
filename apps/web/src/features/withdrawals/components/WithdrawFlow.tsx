import { useTranslation } from 'react-i18next';
import { NetworkTabs } from '../../../ui/CoinChoice';
import { addressChoice, addressesFor } from '../model/addresses';
import type { WithdrawCoin, WithdrawInfo } from '../model/coins';
import { errorOf } from '../model/errors';
import { useAddressBook, useHasFundPassword } from '../queries';
import { choiceKey, useAddressChoice } from '../state';
import { AddressSelect } from './AddressSelect';
import { Refusal } from './Refusal';
import { useWithdrawForm } from './useWithdrawForm';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawNotes } from './WithdrawNotes';
import { WithdrawSuccess } from './WithdrawSuccess';
import { networksOf } from '../model/coins';
import styles from './withdrawals.module.css';

type Props = { info: WithdrawInfo; coin: WithdrawCoin; network: string; onNetwork: (network: string) => void };

/**
 * The withdrawal of one coin: network, the address from the book, amount and fund password, then the success. The
 * parent keys it by coin, so the form starts empty for another coin.
 */
export function WithdrawFlow({ info, coin, network, onNetwork }: Props) {
  const { t } = useTranslation('withdrawals');
  const book = useAddressBook();
  const fund = useHasFundPassword();
  const chosenId = useAddressChoice((s) => s.chosen[choiceKey(coin.coin, network)]);
  const choice = book.data ? addressChoice(addressesFor(book.data, coin.coin, network), chosenId) : null;
  const hasFundPassword = fund.data ?? null;
  const api = useWithdrawForm({ info, coin, network, choice, hasFundPassword });

  if (book.isError) return <Refusal error={book.error} onRetry={() => void book.refetch()} />;
  if (api.record) return <WithdrawSuccess record={api.record} hours={info.arrival_hours} onAnother={api.restart} />;
  const addressError = errorOf(api.shown, 'address');
  return (
    <>
      <section className={styles.card}>
        <NetworkTabs networks={networksOf(coin)} current={network} onPick={onNetwork} label={t('network.label')} testId="withdraw-networks" />
      </section>
      <WithdrawForm coin={coin} api={api} hasFundPassword={hasFundPassword}
        address={<AddressSelect coin={coin.coin} network={network} choice={choice}
          error={addressError && addressError.key !== 'address_required' ? t(`errors.${addressError.key}`) : null} />} />
      <WithdrawNotes info={info} coin={coin} />
    </>
  );
}
