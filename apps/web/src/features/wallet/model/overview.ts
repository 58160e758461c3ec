import {
  isUserAccountKind, USER_ACCOUNT_KINDS, type UserAccountKind, type WalletAccount, type WalletAssetBalance, type WalletOverview,
} from '@candor/shared';
import { atomsOf, textOf } from './money';

/** The user's account kinds, in the order the pages show them (funding is also the spot account): the shared ledger vocabulary. */
export const ACCOUNT_KINDS = USER_ACCOUNT_KINDS;
export type AccountKind = UserAccountKind;

export const isAccountKind = isUserAccountKind;

/** An account kind from a link's query (case-insensitive), funding when absent or unknown. */
export function accountKindOf(value: string | null | undefined): AccountKind {
  const v = value?.trim().toLowerCase();
  return isAccountKind(v) ? v : 'funding';
}

/** One coin in one account as wallet/list answers it: decimal strings, the USDT value and whether it is priced. */
export type AssetBalance = WalletAssetBalance;
/** An account of wallet/list as the model reads it: any kind, so an account the app does not know yet still counts. */
export type Account = Omit<WalletAccount, 'kind'> & { kind: string };
export type Overview = Omit<WalletOverview, 'accounts'> & { accounts: Account[] };

/** An account of the overview; an empty one when the answer lacks it. */
export function accountOf(o: Overview | undefined, kind: AccountKind): Account {
  return o?.accounts.find((a) => a.kind === kind) ?? { kind, total_usdt: '0', assets: [] };
}

/** The four accounts in page order with their USDT totals (an account missing from the answer counts 0). */
export function accountCards(o: Overview): { kind: AccountKind; total_usdt: string; held: number }[] {
  return ACCOUNT_KINDS.map((kind) => {
    const a = accountOf(o, kind);
    return { kind, total_usdt: a.total_usdt, held: a.assets.filter((x) => atomsOf(x.total) !== 0n).length };
  });
}

const compare = (a: bigint, b: bigint): number => (a === b ? 0 : a > b ? -1 : 1);

/**
 * Coins in the order a holder wants them: what is held first, by USDT value and then amount (largest first);
 * coins with nothing after, in the server's order (the wallet coins' order).
 */
export function sortAssets<T extends { total: string; usdt_value: string }>(assets: readonly T[]): T[] {
  return assets
    .map((a, i) => ({ a, i, total: atomsOf(a.total), value: atomsOf(a.usdt_value) }))
    .sort((x, y) => {
      const held = Number(y.total !== 0n) - Number(x.total !== 0n);
      if (held !== 0) return held;
      return compare(x.value, y.value) || compare(x.total, y.total) || x.i - y.i;
    })
    .map((x) => x.a);
}

/** One coin over every account: sums of each field, exactly, and the accounts that hold some of it. */
export type CoinTotal = {
  coin: string; name: string | null; currency_id: number | null;
  available: string; locked: string; total: string; usdt_value: string; priced: boolean;
  accounts: { kind: string; total: string }[];
};

/** The wallet page's coin list: each coin once, summed over the accounts, held coins first. */
export function coinsAcross(o: Overview): CoinTotal[] {
  const order: string[] = [];
  const sums = new Map<string, { first: AssetBalance; available: bigint; locked: bigint; total: bigint; value: bigint; priced: boolean; accounts: { kind: string; total: string }[] }>();
  for (const account of o.accounts) {
    for (const a of account.assets) {
      let s = sums.get(a.coin);
      if (!s) {
        s = { first: a, available: 0n, locked: 0n, total: 0n, value: 0n, priced: true, accounts: [] };
        sums.set(a.coin, s);
        order.push(a.coin);
      }
      s.available += atomsOf(a.available);
      s.locked += atomsOf(a.locked);
      s.total += atomsOf(a.total);
      s.value += atomsOf(a.usdt_value);
      s.priced &&= a.priced;
      if (atomsOf(a.total) !== 0n) s.accounts.push({ kind: account.kind, total: a.total });
    }
  }
  return sortAssets(order.map((coin) => {
    const s = sums.get(coin) as NonNullable<ReturnType<typeof sums.get>>;
    return {
      coin, name: s.first.name, currency_id: s.first.currency_id, available: textOf(s.available), locked: textOf(s.locked),
      total: textOf(s.total), usdt_value: textOf(s.value), priced: s.priced, accounts: s.accounts,
    };
  }));
}

/** The coins of the statement's filter: every coin the overview names, in its order. */
export function coinChoices(o: Overview | undefined): string[] {
  const out: string[] = [];
  for (const a of o?.accounts ?? []) for (const x of a.assets) if (!out.includes(x.coin)) out.push(x.coin);
  return out;
}

/** Whether some holding has no USDT price, so the totals leave it out (the page says so). */
export function hasUnpriced(assets: readonly { total: string; priced: boolean }[]): boolean {
  return assets.some((a) => !a.priced && atomsOf(a.total) !== 0n);
}

/** Every holding of the overview, over all accounts. */
export const allAssets = (o: Overview): AssetBalance[] => o.accounts.flatMap((a) => a.assets);

/** Whether the user holds nothing at all in any account (a new account: the page offers the ways to start). */
export const isEmpty = (o: Overview): boolean => allAssets(o).every((a) => atomsOf(a.total) === 0n);
