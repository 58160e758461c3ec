import type { Generated } from 'kysely';

/** A bank card (account) a user bound; the holder is the KYC verified name at the time of binding. */
export type BankCardsTable = {
  id: Generated<number>;
  user_id: number;
  holder: string;
  bank_name: string;
  branch_name: string;
  branch_number: string;
  /** Digits only. */
  card_number: string;
  /** SWIFT/BIC upper case, or a 9-digit Fedwire routing number; empty when not given. */
  swift: string;
  /** Electronic format (no spaces, upper case); empty when not given. */
  iban: string;
  bank_address: string;
  payee_address: string;
  postal_code: string;
  /** The fiat the bank pays out (a code of the swap module's fiat rates). */
  currency: string;
  /** Which of the user's BANK_CARD_LIMIT places the card holds (unique per user; null only before migration 2). */
  slot: number | null;
  created_at: number;
};

/** 'approved' is paid: finance marked the bank transfer sent (the review statuses every queue shares). */
export type BankWithdrawalStatus = 'processing' | 'approved' | 'rejected';

/**
 * A bank withdrawal: amount + fee (USDT) held in the user's funding account until finance pays or rejects it. The
 * card and the fiat rate are copied at request, so a removed card or a moved rate never changes what was asked.
 */
export type BankWithdrawalsTable = {
  id: Generated<number>;
  user_id: number;
  card_id: number;
  /** The card as it was (JSON of its fields). */
  card_json: string;
  asset: string;
  amount_atoms: bigint;
  fee_atoms: bigint;
  currency: string;
  rate_atoms: bigint;
  currency_decimals: number;
  fiat_atoms: bigint;
  status: BankWithdrawalStatus;
  reason: string | null;
  payment_ref: string | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
};

/** What a user requested on one UTC day (YYYY-MM-DD), amounts summed, for the daily limit. */
export type BankDayTotalsTable = {
  user_id: number;
  day: string;
  amount_atoms: bigint;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    bank_cards: BankCardsTable;
    bank_withdrawals: BankWithdrawalsTable;
    bank_day_totals: BankDayTotalsTable;
  }
}

/** The tables the bank module owns. */
export const bankTables = ['bank_cards', 'bank_withdrawals', 'bank_day_totals'] as const;
