import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CoinIcon } from './CoinIcon';
import styles from './money.module.css';

type ChoiceProps = { current: string | undefined; onPick: (value: string) => void; label: string; testId?: string };

/** The coin switch at the top of a money page: one chip per coin, with its mark. `label` names the switch. */
export function CoinChips({ coins, current, onPick, label, testId }: ChoiceProps & { coins: readonly string[] }) {
  return (
    <div className={styles.chips} role="tablist" aria-label={label} data-testid={testId}>
      {coins.map((coin) => (
        <button key={coin} type="button" role="tab" aria-selected={coin === current} data-coin={coin}
          className={`${styles.chip} ${coin === current ? styles.chipOn : ''}`} onClick={() => onPick(coin)}>
          <CoinIcon coin={coin} size={24} />
          {coin}
        </button>
      ))}
    </div>
  );
}

/** A coin's networks as tabs, under the visible `label`. */
export function NetworkTabs({ networks, current, onPick, label, testId }: ChoiceProps & { networks: readonly string[] }) {
  const labelId = useId();
  return (
    <>
      <p className={styles.label} id={labelId}>{label}</p>
      <div className={styles.tabs} role="tablist" aria-labelledby={labelId} data-testid={testId}>
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

/**
 * The coin and network a money page is on, kept in its query (?coin=USDT&network=TRC20) and replaced in place when
 * the user switches, so a reload or a shared link opens the same choice.
 */
export function useCoinQuery(): { coin: string | null; network: string | null; select: (coin: string, network?: string) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const select = (coin: string, network?: string): void => {
    const q = new URLSearchParams({ coin });
    if (network) q.set('network', network);
    void navigate({ pathname: location.pathname, search: `?${q.toString()}` }, { replace: true });
  };
  return { coin: params.get('coin'), network: params.get('network'), select };
}
