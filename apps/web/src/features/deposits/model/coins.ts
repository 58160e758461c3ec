import {
  depositLimits, MAX_DEPOSIT_UNITS, pow10, tryParseAmount, type Atoms, type DepositAddress, type DepositCoin, type DepositInfo,
  type DepositNetwork, type DepositRule,
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
 * A coin's deposit rule as the server answered it (min_deposit, deposit_step): the one shared rule the form, the page's
 * notes and the server check with. A step the answer lacks means whole numbers.
 */
export function depositRuleOf(c: { minDeposit: string; step?: string | undefined; decimals?: number | undefined }): DepositRule {
  const decimals = c.decimals ?? 8;
  const step = tryParseAmount((c.step ?? '').trim(), decimals);
  return { decimals, minAtoms: tryParseAmount(c.minDeposit.trim(), decimals) ?? 0n, stepAtoms: step !== null && step > 0n ? step : pow10(decimals) };
}

/** The minimum and step as text ("0.001", "0.0001"), and whether the step is whole coins, for the placeholder and the list. */
export const limitsOf = (c: { minDeposit: string; step?: string | undefined; decimals?: number | undefined }) => depositLimits(depositRuleOf(c));

/** Whether a coin can take a deposit now: switched on and at least one network with an address. */
export function isOpen(coin: DepositCoin): boolean {
  return coin.deposit_enabled && coin.networks.some((n) => n.available);
}

/** The largest deposit the server takes (the shared rule: a billion coins), at 8 places. */
export const MAX_DEPOSIT_ATOMS: Atoms = MAX_DEPOSIT_UNITS * pow10(8);
