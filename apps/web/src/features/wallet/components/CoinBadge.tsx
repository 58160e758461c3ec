import { CoinIcon, hasCoinMark } from '../../../ui/CoinIcon';
import styles from './wallet.module.css';

const COLORS: Readonly<Record<string, string>> = { BTC: '#f7931a', ETH: '#627eea', USDT: '#26a17b', USDC: '#2775ca' };
const OTHERS = ['#9945ff', '#e84142', '#c2a633', '#0033ad', '#e6007a', '#345d9d'];

/**
 * The wallet coins' own drawn marks (the kit's, as on the deposit and withdraw pages); any other coin a round mark
 * with its first letters (no third-party logos), its colour fixed by the symbol.
 */
export function CoinBadge({ coin }: { coin: string }) {
  if (hasCoinMark(coin)) return <CoinIcon coin={coin} size={34} />;
  const hash = [...coin].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
  const text = coin.length <= 4 ? coin : coin.slice(0, 3);
  return (
    <span className={`${styles.badge} ${text.length > 3 ? styles.badgeLong : ''}`} style={{ background: COLORS[coin] ?? OTHERS[hash % OTHERS.length] }} aria-hidden="true">
      {text}
    </span>
  );
}
