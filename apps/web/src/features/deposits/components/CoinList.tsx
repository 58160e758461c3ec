import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../ui/icons';
import { isOpen, type DepositCoin } from '../model/coins';
import { CoinIcon } from '../../../ui/CoinIcon';
import styles from './deposits.module.css';

/** The deposit index's list: each coin with its name, networks and minimum; a tap opens its charge page. */
export function CoinList({ coins, onPick }: { coins: readonly DepositCoin[]; onPick: (coin: DepositCoin) => void }) {
  const { t } = useTranslation('deposits');
  return (
    <div className={styles.coinList} data-testid="deposit-coins">
      {coins.map((c) => (
        <button key={c.coin} type="button" className={styles.coinRow} data-coin={c.coin} onClick={() => onPick(c)}>
          <CoinIcon coin={c.coin} size={38} />
          <span className={styles.coinMain}>
            <span className={styles.coinSymbol}>{c.coin}</span>
            <span className={styles.coinName}>{c.name}</span>
          </span>
          <span className={styles.coinSide}>
            <span>{c.networks.map((n) => n.network).join(' · ')}</span>
            {isOpen(c)
              ? <span>{t('coins.min', { amount: c.min_deposit, coin: c.coin })}</span>
              : <span className={styles.closedTag}>{t('coins.closed')}</span>}
          </span>
          <ChevronIcon className={styles.chevron} />
        </button>
      ))}
    </div>
  );
}

