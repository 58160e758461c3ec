import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { atomsOf } from '../model/money';
import type { AccountKind } from '../model/overview';
import { CoinBadge } from './CoinBadge';
import { Shown } from './hidden';
import styles from './wallet.module.css';

export type CoinLine = {
  coin: string; name: string | null; available: string; locked: string; total: string; usdt_value: string; priced: boolean;
  accounts?: { kind: string; total: string }[];
};

/**
 * One coin: its total and USDT value, what is available and what is locked (in orders, withdrawals under review),
 * and on the wallet page the accounts that hold it. A row with a link opens that account's page.
 */
function CoinRow({ line, hidden, to }: { line: CoinLine; hidden: boolean; to?: string }) {
  const { t } = useTranslation('wallet');
  const zero = atomsOf(line.total) === 0n;
  const body = (
    <>
      <CoinBadge coin={line.coin} />
      <span className={styles.coinName}>
        <span className={styles.coinSymbol}>{line.coin}</span>
        {line.name && <span className={styles.coinFull}>{line.name}</span>}
      </span>
      <span className={styles.coinRight}>
        <span className={styles.coinTotal}><Shown value={line.total} asset={line.coin} hidden={hidden} /></span>
        <span className={styles.coinValue}>
          {line.priced ? <>≈ <Shown value={line.usdt_value} hidden={hidden} unit /></> : t('coins.no_price')}
        </span>
      </span>
      <span className={styles.coinSplit}>
        <span>{t('coins.available')} <span><Shown value={line.available} asset={line.coin} hidden={hidden} /></span></span>
        <span>{t('coins.locked')} <span><Shown value={line.locked} asset={line.coin} hidden={hidden} /></span></span>
        {line.accounts && line.accounts.length > 0 && (
          <span>{t('coins.in_accounts', { accounts: line.accounts.map((a) => t(`account.${a.kind as AccountKind}`, { defaultValue: a.kind })).join(' · ') })}</span>
        )}
      </span>
    </>
  );
  const className = `${styles.coin} ${zero ? styles.coinZero : ''}`;
  return to
    ? <Link to={to} className={className} data-testid="assets-coin" data-coin={line.coin}>{body}</Link>
    : <div className={className} data-testid="assets-coin" data-coin={line.coin}>{body}</div>;
}

/** A list of coins; `linkOf` makes each row open a page. */
export function CoinRows({ lines, hidden, linkOf }: { lines: readonly CoinLine[]; hidden: boolean; linkOf?: (line: CoinLine) => string }) {
  return <div>{lines.map((l) => <CoinRow key={l.coin} line={l} hidden={hidden} {...(linkOf ? { to: linkOf(l) } : {})} />)}</div>;
}
