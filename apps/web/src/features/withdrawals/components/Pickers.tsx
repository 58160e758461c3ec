import { useTranslation } from 'react-i18next';
import type { WithdrawCoin } from '../model/coins';
import { CoinIcon } from '../../../ui/CoinIcon';
import styles from './withdrawals.module.css';

/** The coin switch at the top of the withdraw page and the add-address form. */
export function CoinChips({ coins, current, onPick }: { coins: readonly WithdrawCoin[]; current: string; onPick: (coin: string) => void }) {
  const { t } = useTranslation('withdrawals');
  return (
    <div className={styles.chips} role="tablist" aria-label={t('coin.label')} data-testid="withdraw-coin-chips">
      {coins.map((c) => (
        <button key={c.coin} type="button" role="tab" aria-selected={c.coin === current} data-coin={c.coin}
          className={`${styles.chip} ${c.coin === current ? styles.chipOn : ''}`} onClick={() => onPick(c.coin)}>
          <CoinIcon coin={c.coin} size={24} />
          {c.coin}
        </button>
      ))}
    </div>
  );
}

/** The coin's networks: the address book and the address check are per network. */
export function NetworkTabs({ networks, current, onPick }: { networks: readonly string[]; current: string | undefined; onPick: (network: string) => void }) {
  const { t } = useTranslation('withdrawals');
  return (
    <>
      <p className={styles.label} id="withdraw-network-label">{t('network.label')}</p>
      <div className={styles.tabs} role="tablist" aria-labelledby="withdraw-network-label" data-testid="withdraw-networks">
        {networks.map((n) => (
          <button key={n} type="button" role="tab" aria-selected={n === current} data-network={n}
            className={`${styles.tab} ${n === current ? styles.tabOn : ''}`} onClick={() => onPick(n)}>
            {n}
          </button>
        ))}
      </div>
    </>
  );
}
