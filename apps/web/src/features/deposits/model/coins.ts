import {
  depositMinimum, MAX_DEPOSIT_UNITS, pow10, tryParseAmount, type Atoms, type DepositAddress, type DepositCoin, type DepositInfo,
  type DepositNetwork,
} from '@candor/shared';

/** The deposit shapes of the API contract: a coin (wallet/deposit_currency), its network, an address (wallet/get_address) and the notes (wallet/get_info). */
export type { DepositAddress, DepositCoin, DepositInfo };
export type NetworkView = DepositNetwork;

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
  return depositMinimum(tryParseAmount(minDeposit.trim(), decimals) ?? 0n, decimals);
}

/** The whole-number minimum as text ("10", "1"), for the placeholder and the minimum line. */
export function wholeMinimumText(minDeposit: string, decimals = 8): string {
  return (wholeMinimum(minDeposit, decimals) / pow10(decimals)).toString();
}

/** Whether a coin can take a deposit now: switched on and at least one network with an address. */
export function isOpen(coin: DepositCoin): boolean {
  return coin.deposit_enabled && coin.networks.some((n) => n.available);
}

/** The largest deposit the server takes (the shared rule: a billion coins), at 8 places. */
export const MAX_DEPOSIT_ATOMS: Atoms = MAX_DEPOSIT_UNITS * pow10(8);
