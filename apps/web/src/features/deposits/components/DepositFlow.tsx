import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { CoinChips, NetworkTabs } from '../../../ui/CoinChoice';
import { Loading } from '../../../ui/States';
import type { DepositCoin } from '../model/coins';
import { DEMO_RESTRICTED_CODE, type DepositContext } from '../model/errors';
import { useDemoMode, useDepositAddress, useDepositNotes } from '../queries';
import { AddressProblem, AddressView } from './AddressView';
import { DemoNotice } from './DemoNotice';
import { DepositForm } from './DepositForm';
import { DepositSuccess } from './DepositSuccess';
import styles from './deposits.module.css';
import { useDepositForm } from './useDepositForm';

type Props = {
  coins: readonly DepositCoin[];
  coin: DepositCoin;
  network: string | undefined;
  /** Another coin or network was chosen (the page keeps them in its query). */
  onSelect: (coin: string, network?: string) => void;
};

/**
 * The deposit flow of one coin: network tabs, the address, then the request form (or, once sent, its success).
 * The parent keys it by coin, so the form starts empty for another coin but survives a change of network.
 */
export function DepositFlow({ coins, coin, network, onSelect }: Props) {
  const { t } = useTranslation('deposits');
  const mode = useDemoMode();
  const address = useDepositAddress(coin.coin, network);
  const notes = useDepositNotes(coin.coin, network);
  const ctx: DepositContext = { coin: coin.coin, network: network ?? '', minDeposit: coin.min_deposit, step: coin.deposit_step };
  const form = useDepositForm(ctx);
  const demoRefused = mode.demo || (address.error instanceof ApiError && address.error.code === DEMO_RESTRICTED_CODE);

  let body;
  if (address.isPending) body = <Loading />;
  else if (address.isError) body = <AddressProblem error={address.error} onRetry={() => void address.refetch()} />;
  else body = <AddressView address={address.data} />;

  return (
    <>
      <CoinChips coins={coins.map((c) => c.coin)} current={coin.coin} onPick={(c) => onSelect(c)} label={t('coins.choose')} testId="deposit-coin-chips" />
      {demoRefused ? <DemoNotice /> : (
        <section className={styles.card} data-testid="deposit-address-card">
          <NetworkTabs networks={coin.networks.map((n) => n.network)} current={network} onPick={(n) => onSelect(coin.coin, n)}
            label={t('network.label')} testId="deposit-networks" />
          {network === undefined ? <AddressProblem error={null} onRetry={() => void address.refetch()} /> : body}
        </section>
      )}
      {!demoRefused && address.isSuccess && (form.record
        ? <DepositSuccess record={form.record} onAnother={form.restart} />
        : <DepositForm ctx={ctx} api={form} />)}
      {!demoRefused && address.isSuccess && notes.data && notes.data.length > 0 && (
        <section className={styles.card} data-testid="deposit-notes">
          <h2 className={styles.cardTitle}>{t('notes.title')}</h2>
          <ul className={styles.notes}>{notes.data.map((n) => <li key={n}>{n}</li>)}</ul>
        </section>
      )}
    </>
  );
}
