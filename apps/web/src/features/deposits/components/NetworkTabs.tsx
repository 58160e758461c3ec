import { useTranslation } from 'react-i18next';
import type { NetworkView } from '../model/coins';
import styles from './deposits.module.css';

/** The coin's networks; one without an address can still be chosen, and its page then says so. */
export function NetworkTabs({ networks, current, onPick }: { networks: readonly NetworkView[]; current: string | undefined; onPick: (network: string) => void }) {
  const { t } = useTranslation('deposits');
  return (
    <>
      <p className={styles.label} id="deposit-network-label">{t('network.label')}</p>
      <div className={styles.tabs} role="tablist" aria-labelledby="deposit-network-label" data-testid="deposit-networks">
        {networks.map((n) => (
          <button key={n.network} type="button" role="tab" aria-selected={n.network === current} data-network={n.network}
            className={`${styles.tab} ${n.network === current ? styles.tabOn : ''}`} onClick={() => onPick(n.network)}>
            {n.network}
          </button>
        ))}
      </div>
    </>
  );
}
