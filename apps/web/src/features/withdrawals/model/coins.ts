import { isNetworkCode, type NetworkCode, type WithdrawCoin, type WithdrawInfo } from '@candor/shared';

/**
 * What the withdraw page reads from wallet/withdrawal_currency (the API contract's shapes): each coin's networks,
 * minimum, fee rate and the user's available funding balance, and the day's limit.
 */
export type { WithdrawCoin, WithdrawInfo };

/** The coin shown when the query names none (or one the server does not list): USDT, the seed's main coin. */
export const DEFAULT_COIN = 'USDT';

/** A coin by its symbol, any letter case; undefined for none or an unknown one. */
export function findCoin(coins: readonly WithdrawCoin[], symbol: string | null | undefined): WithdrawCoin | undefined {
  if (!symbol) return undefined;
  const wanted = symbol.trim().toUpperCase();
  return coins.find((c) => c.coin.toUpperCase() === wanted);
}

/** The coin of the query, else USDT, else the first one listed. */
export function coinOrDefault(coins: readonly WithdrawCoin[], symbol: string | null | undefined): WithdrawCoin | undefined {
  return findCoin(coins, symbol) ?? findCoin(coins, DEFAULT_COIN) ?? coins[0];
}

/** The wanted network when the coin moves on it (any letter case), else the coin's first network. */
export function pickNetwork(coin: WithdrawCoin, wanted: string | null | undefined): NetworkCode | undefined {
  const upper = wanted?.trim().toUpperCase();
  const networks = coin.networks.filter(isNetworkCode);
  return networks.find((n) => n === upper) ?? networks[0];
}

/** The networks of a coin that the app knows how to check addresses for. */
export const networksOf = (coin: WithdrawCoin): NetworkCode[] => coin.networks.filter(isNetworkCode);
