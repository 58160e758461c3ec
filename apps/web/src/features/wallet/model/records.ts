import type { DepositRecord, WalletLogItem, WithdrawalRecord } from '@candor/shared';

/** The tabs of the deposit and withdrawal records. */
export const RECORD_TABS = ['all', 'deposit', 'withdraw'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export const isRecordTab = (v: unknown): v is RecordTab => typeof v === 'string' && (RECORD_TABS as readonly string[]).includes(v);

/** An item of charge_mention/walletLog (both kinds in one shape). */
export type { WalletLogItem };
/** What a row reads of an item of charge_mention/log2 (the deposits module's record). */
export type DepositWire = Pick<DepositRecord, 'id' | 'coin' | 'network' | 'amount' | 'hash' | 'address' | 'status' | 'reject_reason' | 'created_at'>;
/** What a row reads of an item of charge_mention/log3 (the withdrawals module's record). */
export type WithdrawalWire = Pick<WithdrawalRecord, 'id' | 'coin' | 'network' | 'address' | 'amount' | 'fee' | 'status' | 'reason' | 'tx_hash' | 'created_at'>;

/** What a row shows, whichever list it came from. */
export type RecordRow = Omit<WalletLogItem, 'currency_id'>;

export const fromDeposit = (d: DepositWire): RecordRow => ({
  type: 'deposit', id: d.id, coin: d.coin, network: d.network, amount: d.amount, fee: '0', address: d.address,
  status: d.status, reason: d.reject_reason, tx_hash: d.hash, created_at: d.created_at,
});

export const fromWithdrawal = (w: WithdrawalWire): RecordRow => ({
  type: 'withdraw', id: w.id, coin: w.coin, network: w.network, amount: w.amount, fee: w.fee, address: w.address,
  status: w.status, reason: w.reason, tx_hash: w.tx_hash, created_at: w.created_at,
});

/** An answer item of a tab's endpoint as a row. */
export function recordRowOf(tab: RecordTab, item: WalletLogItem | DepositWire | WithdrawalWire): RecordRow {
  if (tab === 'deposit') return fromDeposit(item as DepositWire);
  if (tab === 'withdraw') return fromWithdrawal(item as WithdrawalWire);
  const { currency_id: _id, ...row } = item as WalletLogItem;
  return row;
}

export const recordKey = (r: RecordRow): string => `${r.type}:${r.id}`;
