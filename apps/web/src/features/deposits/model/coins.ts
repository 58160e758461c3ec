import { parseAmount, pow10, tryParseAmount, type Atoms } from '@candor/shared';

/** A network of a coin as wallet/deposit_currency answers it. */
export type NetworkView = { network: string; available: boolean; sample: boolean };

/** A coin one may deposit (wallet/deposit_currency). */
export type DepositCoin = {
  currency_id: number; coin: string; name: string; deposit_enabled: boolean; min_deposit: string; confirmations: number;
  networks: NetworkView[];
};

/** A network's deposit address (wallet/get_address); `qr` is a PNG data URL the server made of the address. */
export type DepositAddress = {
  currency_id: number; coin: string; network: string; address: string; sample: boolean; qr: string; min_deposit: string;
  confirmations: number;
};

/** The deposit page's notes for a coin and network (wallet/get_info), in the request's language. */
export type DepositInfo = DepositCoin & { notes: string[] };

/** Coins in the seed's order of ids (1 BTC, 2 ETH, 3 USDT, 4 USDC); more coins follow by id. */
export function sortCoins(coins: readonly DepositCoin[]): DepositCoin[] {
  return [...coins].sort((a, b) => a.currency_id - b.currency_id);
}

/** The coin a query names (case-insensitive), else undefined. */
export function findCoin(coins: readonly DepositCoin[], symbol: string | null | undefined): DepositCoin | undefined {
  const upper = (symbol ?? '').trim().toUpperCase();
  return upper === '' ? undefined : coins.find((c) => c.coin.toUpperCase() === upper);
}

/**
 * The network to show: the one the query names when the coin has it, else the first with an address, else the
 * first of all (whose missing address the page then explains).
 */
export function pickNetwork(coin: DepositCoin, requested: string | null | undefined): string | undefined {
  const upper = (requested ?? '').trim().toUpperCase();
  const named = coin.networks.find((n) => n.network.toUpperCase() === upper);
  return (named ?? coin.networks.find((n) => n.available) ?? coin.networks[0])?.network;
}

/**
 * The smallest amount the form accepts, in atoms: deposits are whole numbers of the coin, so a minimum below one
 * coin (0.01 ETH) means 1, and a fractional minimum rounds up to the next whole coin.
 */
export function wholeMinimum(minDeposit: string, decimals = 8): Atoms {
  const unit = pow10(decimals);
  const min = tryParseAmount(minDeposit.trim(), decimals) ?? 0n;
  const whole = min <= 0n ? unit : ((min + unit - 1n) / unit) * unit;
  return whole < unit ? unit : whole;
}

/** The whole-number minimum as text ("10", "1"), for the placeholder and the minimum line. */
export function wholeMinimumText(minDeposit: string, decimals = 8): string {
  return (wholeMinimum(minDeposit, decimals) / pow10(decimals)).toString();
}

/** Whether a coin can take a deposit now: switched on and at least one network with an address. */
export function isOpen(coin: DepositCoin): boolean {
  return coin.deposit_enabled && coin.networks.some((n) => n.available);
}

/** The largest deposit the server takes (deposits.rules.ts: a billion coins). */
export const MAX_DEPOSIT_ATOMS: Atoms = parseAmount('1000000000');
