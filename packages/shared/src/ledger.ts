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
  'options_pool',
  'earn',
  'ieo',
  'loans',
  'charity',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export const isSystemAccountKind = guard<SystemAccountKind>(SYSTEM_ACCOUNT_KINDS);

/**
 * Simulated participants of a trial install own their `simulated` accounts and their orders under ids above 2^52, far
 * beyond any user's id and still exact as a JavaScript number.
 */
export const SIMULATED_OWNER_BASE = 2 ** 52;
/** Charity accounts of NFT causes are owned by CHARITY_OWNER_BASE + the cause id: never a user's id, below the simulated ones. */
export const CHARITY_OWNER_BASE = 2 ** 51;

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
  'option_buy',
  'option_win',
  'option_loss',
  'option_void',
  'options_liquidity_funding',
  'earn_subscribe',
  'earn_add',
  'earn_cancel',
  'earn_interest',
  'earn_maturity',
  'earn_redeem',
  'uplan_sweep',
  'uplan_interest',
  'uplan_redeem',
  'quantify_order',
  'quantify_income',
  'quantify_complete',
  'quantify_exit',
  'mining_rent',
  'mining_output',
  'earn_funding',
  'earn_trial_funding',
  'ieo_apply',
  'ieo_release',
  'ieo_pay',
  'ieo_supply',
  'ieo_deliver',
  'ieo_unlock',
  'publication_purchase',
  'publication_redeem',
  'loan_funding',
  'loan_disbursed',
  'loan_repayment',
  'loan_interest',
  'c2c_bond',
  'c2c_bond_release',
  'c2c_escrow',
  'c2c_release',
  'c2c_return',
  'nft_purchase',
  'charity_payout',
  'referral_commission',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
export const isLedgerReason = guard<LedgerReason>(LEDGER_REASONS);

/** The reasons that can touch a user's own accounts (the others fund the platform's liquidity): the user app names each. */
export const USER_LEDGER_REASONS = [
  'deposit', 'withdrawal_request', 'withdrawal', 'withdrawal_fee', 'withdrawal_rejected', 'transfer',
  'spot_order', 'spot_trade', 'spot_cancel', 'spot_release', 'swap', 'demo_funding', 'demo_reset',
  'bank_withdrawal_request', 'bank_withdrawal', 'bank_withdrawal_fee', 'bank_withdrawal_rejected',
  'futures_order', 'futures_open', 'futures_cancel', 'futures_close', 'futures_liquidation', 'futures_funding',
  'option_buy', 'option_win', 'option_loss', 'option_void',
  'earn_subscribe', 'earn_add', 'earn_cancel', 'earn_interest', 'earn_maturity', 'earn_redeem',
  'uplan_sweep', 'uplan_interest', 'uplan_redeem', 'quantify_order', 'quantify_income', 'quantify_complete', 'quantify_exit',
  'mining_rent', 'mining_output',
  'ieo_apply', 'ieo_release', 'ieo_pay', 'ieo_deliver', 'ieo_unlock', 'publication_purchase', 'publication_redeem',
  'loan_disbursed', 'loan_repayment', 'loan_interest',
  'c2c_bond', 'c2c_bond_release', 'c2c_escrow', 'c2c_release', 'c2c_return',
  'nft_purchase',
  'referral_commission',
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
  option_buy: 'Option bought (stake locked in the options account)',
  option_win: "Option won (stake x (1 + rate) from the platform's options account)",
  option_loss: "Option lost (stake to the platform's options account)",
  option_void: 'Option void: no tick within 10 s of the close time (stake returned)',
  options_liquidity_funding: "Platform's options account funded (pays wins, receives losing stakes)",
  earn_subscribe: 'Trust product subscribed (funding to trust)',
  earn_add: 'Trust order topped up (funding to trust)',
  earn_cancel: 'Trust order cancelled before interest started (principal returned)',
  earn_interest: 'Trust daily interest (from the earn account)',
  earn_maturity: 'Trust order matured (principal and interest to funding)',
  earn_redeem: 'Trust order redeemed early (penalty to the earn account)',
  uplan_sweep: 'U plan: idle funding moved into the flexible holding',
  uplan_interest: 'U plan daily interest (from the earn account)',
  uplan_redeem: 'U plan: money taken back to funding',
  quantify_order: 'Quantify plan started (funding to trust)',
  quantify_income: 'Quantify daily income (from the earn account)',
  quantify_complete: 'Quantify plan completed (amount returned)',
  quantify_exit: 'Quantify plan exited early (penalty to the earn account)',
  mining_rent: 'Mining machine rented (rent to platform fees)',
  mining_output: 'Mining daily output (from the earn account)',
  earn_funding: 'Earn account funded from platform holdings (two admins)',
  earn_trial_funding: 'Earn account funded for a trial install (not production)',
  ieo_apply: 'IEO subscription (USDT cost locked)',
  ieo_release: 'IEO deposit released (not allotted, or allotment lapsed)',
  ieo_pay: 'IEO allotment paid to the platform IEO account',
  ieo_supply: 'IEO tokens received from the issuer into the platform IEO account',
  ieo_deliver: 'IEO tokens credited (locked)',
  ieo_unlock: 'IEO tokens unlocked on schedule',
  publication_purchase: 'Currency subscription bought (tokens held locked)',
  publication_redeem: 'Currency subscription redeemed (tokens available)',
  loan_funding: "Platform loan account funded",
  loan_disbursed: 'Loan paid out from the platform loan account',
  loan_repayment: 'Loan principal repaid to the platform loan account',
  loan_interest: 'Loan interest (and any overdue penalty) paid to the platform loan account',
  c2c_bond: 'C2C merchant security bond locked',
  c2c_bond_release: 'C2C merchant security bond unlocked',
  c2c_escrow: 'C2C order: the seller\'s coins put in escrow',
  c2c_release: 'C2C order: escrow released to the buyer',
  c2c_return: 'C2C order: escrow returned to the seller',
  nft_purchase: 'Charity NFT edition bought (to the cause\'s charity account)',
  charity_payout: 'Payout from a charity account (two finance admins)',
  referral_commission: 'Referral commission: a share of invitees\' trading fees, from the fee account',
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
  options_pool: "Platform's options account (pays wins, receives losing stakes)",
  earn: 'Earn account (pays every earn yield)',
  ieo: 'IEO and currency subscription (token supply and proceeds)',
  loans: 'Loan account (funds loans, receives interest)',
  charity: 'Charity account of an NFT cause (one per cause, owner CHARITY_OWNER_BASE + cause id)',
};

/** Who posted an entry. */
export const ACTOR_TYPES = ['user', 'system', 'admin'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
