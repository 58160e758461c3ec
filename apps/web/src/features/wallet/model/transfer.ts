import { allAmount, cleanAmountText } from '../../../ui/format/input';
import { atomsOf, WIDE } from './money';
import { isAccountKind, type AccountKind } from './overview';

/** The transfer form: the two accounts, the coin, the amount as typed, and whether Confirm was pressed. */
export type TransferForm = { from: AccountKind; to: AccountKind; coin: string; amount: string; submitted: boolean };

export type TransferAction =
  | { kind: 'from'; account: AccountKind }
  | { kind: 'to'; account: AccountKind }
  | { kind: 'flip' }
  | { kind: 'coin'; coin: string }
  | { kind: 'coins'; coins: readonly string[] }
  | { kind: 'amount'; text: string }
  | { kind: 'all'; available: string; decimals: number }
  | { kind: 'submitted' }
  | { kind: 'done' };

export const DEFAULT_COIN = 'USDT';

const kindOf = (v: string | null | undefined): AccountKind | null => {
  const k = v?.trim().toLowerCase();
  return isAccountKind(k) ? k : null;
};
const cleanCoin = (s: string | null | undefined): string => {
  const v = (s ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{1,12}$/.test(v) ? v : '';
};

/**
 * The form a page opens with. `?from=futures&to=funding&coin=BTC` choose where it starts; the default moves USDT from
 * funding to options (the Trade tab's account). Two equal accounts become two different ones.
 */
export function initialTransferForm(q: { from?: string | null; to?: string | null; coin?: string | null } = {}): TransferForm {
  const wantedTo = kindOf(q.to);
  const from = kindOf(q.from) ?? (wantedTo === 'funding' ? 'options' : 'funding');
  const to = wantedTo !== null && wantedTo !== from ? wantedTo : from === 'funding' ? 'options' : 'funding';
  return { from, to, coin: cleanCoin(q.coin) || DEFAULT_COIN, amount: '', submitted: false };
}

/** Picking the other side's account turns the pair around rather than naming one account twice. */
function pick(s: TransferForm, side: 'from' | 'to', account: AccountKind): TransferForm {
  const other = side === 'from' ? s.to : s.from;
  if (account === s[side]) return s;
  if (account === other) return { ...s, from: s.to, to: s.from, submitted: false };
  return { ...s, [side]: account, submitted: false };
}

export function transferReducer(s: TransferForm, a: TransferAction): TransferForm {
  switch (a.kind) {
    case 'from':
      return pick(s, 'from', a.account);
    case 'to':
      return pick(s, 'to', a.account);
    case 'flip':
      return { ...s, from: s.to, to: s.from, submitted: false };
    case 'coin':
      return a.coin === s.coin ? s : { ...s, coin: a.coin, amount: '', submitted: false };
    case 'coins':
      // A coin the wallet cannot transfer (from a stale link) falls back to USDT, else the first one it can.
      return a.coins.length === 0 || a.coins.includes(s.coin) ? s : { ...s, coin: a.coins.includes(DEFAULT_COIN) ? DEFAULT_COIN : a.coins[0] ?? s.coin };
    case 'amount':
      return { ...s, amount: cleanAmountText(a.text) };
    case 'all':
      return { ...s, amount: allAmount(atomsOf(a.available), WIDE, a.decimals) };
    case 'submitted':
      return { ...s, submitted: true };
    case 'done':
      return { ...s, amount: '', submitted: false };
  }
}

/** The amount field's text as a number: a trailing point while typing counts as nothing after it. */
export const amountText = (text: string): string => text.trim().replace(/\.$/, '');

/** What wallet/change takes (the idempotency key is added per submission attempt). */
export type TransferRequest = { from: AccountKind; to: AccountKind; coin: string; amount: string };

export const transferRequest = (s: TransferForm): TransferRequest => ({ from: s.from, to: s.to, coin: s.coin, amount: amountText(s.amount) });
