import type { ReactElement } from 'react';

/** Our own marks for the seed's coins (no third-party logos), drawn as shapes so no font has to carry ₿ or ₮. */
const WHITE = '#fff';
const text = (sign: string, size = 19): ReactElement => (
  <text x="18" y="18" dy=".35em" textAnchor="middle" fontSize={size} fontWeight="700" fontFamily="Arial, Helvetica, sans-serif" fill={WHITE}>{sign}</text>
);

const MARKS: Readonly<Record<string, { color: string; mark: ReactElement }>> = {
  BTC: {
    color: '#f7931a',
    mark: <>{text('B', 20)}<path d="M15.5 7v3.5M19.5 7v3.5M15.5 25.5V29M19.5 25.5V29" stroke={WHITE} strokeWidth="2" /></>,
  },
  ETH: {
    color: '#627eea',
    mark: <><path d="M18 6l7.5 12.2L18 22.6l-7.5-4.4z" fill={WHITE} /><path d="M18 24.1l7.5-4.4L18 30l-7.5-10.3z" fill={WHITE} opacity=".8" /></>,
  },
  USDT: {
    color: '#26a17b',
    mark: <><path d="M10 9h16v3.4h-6.3V27h-3.4V12.4H10z" fill={WHITE} /><ellipse cx="18" cy="17" rx="8.5" ry="2.4" fill="none" stroke={WHITE} strokeWidth="1.6" /></>,
  },
  USDC: { color: '#2775ca', mark: <><circle cx="18" cy="18" r="11.5" fill="none" stroke={WHITE} strokeWidth="1.6" />{text('$', 16)}</> },
};

/** Whether a coin has a drawn mark of its own. */
export const hasCoinMark = (coin: string): boolean => Object.hasOwn(MARKS, coin.toUpperCase());

/** A round coin mark; a coin without its own shows its first letters on grey. */
export function CoinIcon({ coin, size = 36 }: { coin: string; size?: number }) {
  const known = MARKS[coin.toUpperCase()];
  return (
    <svg viewBox="0 0 36 36" width={size} height={size} aria-hidden="true" style={{ flex: 'none', display: 'block' }}>
      <circle cx="18" cy="18" r="18" fill={known?.color ?? '#64748b'} />
      {known?.mark ?? text(coin.slice(0, 2).toUpperCase(), 13)}
    </svg>
  );
}
