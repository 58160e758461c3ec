/**
 * The ledger's vocabulary, shared by the server (which posts with it) and the back office (which shows statements
 * in it): account kinds and the reasons of entries.
 */

function guard<T extends string>(values: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => (values as readonly unknown[]).includes(value);
}

/** The four accounts every user holds per mode (funding is also the spot account). */
export const USER_ACCOUNT_KINDS = ['funding', 'options', 'futures', 'trust'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export const isUserAccountKind = guard<UserAccountKind>(USER_ACCOUNT_KINDS);

/**
 * The platform's own accounts (owner 0): `external` is the outside world (deposits come from it, withdrawals go to it)
 * and `demo_treasury` the source of demo money, the only two that may go negative; `fees` collects fees and spreads;
 * `market_maker` and `swap` are the platform's liquidity, funded through the ledger (from `holdings`, what operators
 * recorded the platform holds, in production); `simulated` are the accounts of a trial install's simulated
 * participants (owned by ids above SIMULATED_OWNER_BASE, never in production); the rest serve later products.
 */
export const SYSTEM_ACCOUNT_KINDS = [
  'external',
  'demo_treasury',
  'fees',
  'market_maker',
  'swap',
  'treasury',
  'insurance',
  'earn_expense',
  'c2c_escrow',
  'deposits_in_transit',
  'withdrawals_in_transit',
  'holdings',
  'simulated',
  'loans',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export const isSystemAccountKind = guard<SystemAccountKind>(SYSTEM_ACCOUNT_KINDS);

/**
 * Simulated participants of a trial install own their `simulated` accounts and their orders under ids above 2^52, far
 * beyond any user's id and still exact as a JavaScript number.
 */
export const SIMULATED_OWNER_BASE = 2 ** 52;
export const isSimulatedOwner = (ownerId: number): boolean => ownerId > SIMULATED_OWNER_BASE;

export const ACCOUNT_KINDS = [...USER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const AccountKind = Object.fromEntries(ACCOUNT_KINDS.map((k) => [k, k])) as { readonly [K in AccountKind]: K };
export const isAccountKind = guard<AccountKind>(ACCOUNT_KINDS);

/** Kinds that may go below zero. */
export const NEGATIVE_ACCOUNT_KINDS: readonly SystemAccountKind[] = ['external', 'demo_treasury'];

/**
 * Why an entry was posted: the first word of every journal entry's reason (a detail, such as the market, may follow
 * after a space). The user's statement and the back office translate it.
 */
export const LEDGER_REASONS = [
  'transfer',
  'deposit',
  'withdrawal_request',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_rejected',
  'swap',
  'swap_liquidity_funding',
  'spot_order',
  'spot_trade',
  'spot_cancel',
  'spot_release',
  'market_maker_funding',
  'demo_funding',
  'demo_reset',
  'holding_recorded',
  'liquidity_funding',
  'participant_funding',
  'bank_withdrawal_request',
  'bank_withdrawal',
  'bank_withdrawal_fee',
  'bank_withdrawal_rejected',
  'futures_order',
  'futures_open',
  'futures_cancel',
  'futures_close',
  'futures_liquidation',
  'futures_funding',
  'futures_liquidity_funding',
  'loan_funding',
  'loan_disbursed',
  'loan_repayment',
  'loan_interest',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
export const isLedgerReason = guard<LedgerReason>(LEDGER_REASONS);

/** The reasons that can touch a user's own accounts (the others fund the platform's liquidity): the user app names each. */
export const USER_LEDGER_REASONS = [
  'deposit', 'withdrawal_request', 'withdrawal', 'withdrawal_fee', 'withdrawal_rejected', 'transfer',
  'spot_order', 'spot_trade', 'spot_cancel', 'spot_release', 'swap', 'demo_funding', 'demo_reset',
  'bank_withdrawal_request', 'bank_withdrawal', 'bank_withdrawal_fee', 'bank_withdrawal_rejected',
  'futures_order', 'futures_open', 'futures_cancel', 'futures_close', 'futures_liquidation', 'futures_funding',
  'loan_disbursed', 'loan_repayment', 'loan_interest',
] as const satisfies readonly LedgerReason[];
export type UserLedgerReason = (typeof USER_LEDGER_REASONS)[number];

/** What each reason means, in the back office's language (English); the user app translates the user's reasons. */
export const LEDGER_REASON_TEXT: Readonly<Record<LedgerReason, string>> = {
  transfer: 'Transfer between accounts',
  deposit: 'Deposit credited',
  withdrawal_request: 'Withdrawal requested (amount and fee locked)',
  withdrawal: 'Withdrawal paid',
  withdrawal_fee: 'Withdrawal fee',
  withdrawal_rejected: 'Withdrawal rejected (funds released)',
  swap: 'Swap',
  swap_liquidity_funding: "Swap account funded (platform liquidity)",
  spot_order: 'Spot order placed (funds locked)',
  spot_trade: 'Spot trade',
  spot_cancel: 'Spot order cancelled (funds released)',
  spot_release: 'Unused order funds released',
  market_maker_funding: 'Market maker funded (platform liquidity)',
  demo_funding: 'Demo funds credited',
  demo_reset: 'Demo account reset',
  holding_recorded: 'Platform holding recorded by an operator (from the outside world)',
  liquidity_funding: 'Platform liquidity funded from holdings (two admins)',
  participant_funding: 'Simulated participant funded (trial install only)',
  bank_withdrawal_request: 'Bank withdrawal requested (amount and fee held)',
  bank_withdrawal: 'Bank withdrawal paid by finance',
  bank_withdrawal_fee: 'Bank withdrawal fee',
  bank_withdrawal_rejected: 'Bank withdrawal rejected (funds released)',
  futures_order: 'Futures limit order placed (margin and fee locked)',
  futures_open: 'Futures position opened (margin locked, fee paid)',
  futures_cancel: 'Futures order cancelled (margin and fee released)',
  futures_close: 'Futures position closed (PnL settled against the platform)',
  futures_liquidation: 'Futures position liquidated (fee to the insurance fund, any shortfall from it)',
  futures_funding: 'Futures funding payment (every 8 hours)',
  futures_liquidity_funding: "Futures counterparty account and insurance fund funded (platform)",
  loan_funding: "Platform loan account funded",
  loan_disbursed: 'Loan paid out from the platform loan account',
  loan_repayment: 'Loan principal repaid to the platform loan account',
  loan_interest: 'Loan interest (and any overdue penalty) paid to the platform loan account',
};

/** What each account kind is, in the back office's language. */
export const ACCOUNT_KIND_TEXT: Readonly<Record<AccountKind, string>> = {
  funding: 'Funding (spot)',
  options: 'Options',
  futures: 'Futures',
  trust: 'Trust (earn)',
  external: 'Outside world',
  demo_treasury: 'Demo treasury',
  fees: 'Fees and spreads',
  market_maker: 'Market maker',
  swap: 'Swap counterparty',
  treasury: 'Treasury',
  insurance: 'Insurance fund',
  earn_expense: 'Earn yields paid',
  c2c_escrow: 'C2C escrow',
  deposits_in_transit: 'Deposits in transit',
  withdrawals_in_transit: 'Withdrawals in transit',
  holdings: 'Platform holdings (recorded by operators)',
  simulated: 'Simulated participants (trial install only)',
  loans: 'Loan account (funds loans, receives interest)',
};

/** Who posted an entry. */
export const ACTOR_TYPES = ['user', 'system', 'admin'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
