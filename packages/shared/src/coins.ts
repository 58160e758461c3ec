/**
 * The seed's coins and the networks they move on. This is the default data set; more coins are data, not code,
 * so `Coin.symbol` is a plain string and the server may load further coins of the same shape.
 */

export const NETWORK_CODES = ['ERC20', 'TRC20', 'OMNI'] as const;
export type NetworkCode = (typeof NETWORK_CODES)[number];

export type Chain = 'evm' | 'tron' | 'btc';

export interface Network {
  readonly code: NetworkCode;
  readonly chain: Chain;
  /** Full-string pattern of a transaction hash on this network (no global flag, safe to reuse). */
  readonly txHashPattern: RegExp;
}

export interface Coin {
  /** The seed's currency_id. */
  readonly id: number;
  readonly symbol: string;
  readonly name: string;
  /** Places of the coin's amounts (atoms = value x 10^decimals). */
  readonly decimals: number;
  /** Places an amount of the coin shows (truncated, never rounded): BTC 8, ETH 6, stablecoins 2. */
  readonly displayDecimals: number;
  readonly networks: readonly NetworkCode[];
}

const EVM_TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const BARE_TX_HASH = /^[0-9a-fA-F]{64}$/;

export const NETWORKS: Readonly<Record<NetworkCode, Network>> = {
  ERC20: { code: 'ERC20', chain: 'evm', txHashPattern: EVM_TX_HASH },
  TRC20: { code: 'TRC20', chain: 'tron', txHashPattern: BARE_TX_HASH },
  OMNI: { code: 'OMNI', chain: 'btc', txHashPattern: BARE_TX_HASH },
};

export const COINS: readonly Coin[] = [
  { id: 3, symbol: 'USDT', name: 'Tether USD', decimals: 8, displayDecimals: 2, networks: ['ERC20', 'TRC20', 'OMNI'] },
  { id: 4, symbol: 'USDC', name: 'USD Coin', decimals: 8, displayDecimals: 2, networks: ['ERC20', 'TRC20'] },
  { id: 2, symbol: 'ETH', name: 'Ethereum', decimals: 8, displayDecimals: 6, networks: ['ERC20'] },
  { id: 1, symbol: 'BTC', name: 'Bitcoin', decimals: 8, displayDecimals: 8, networks: ['OMNI'] },
];

export function isNetworkCode(value: unknown): value is NetworkCode {
  return typeof value === 'string' && (NETWORK_CODES as readonly string[]).includes(value);
}

/** The network of a code, case-insensitive ("trc20" finds TRC20). */
export function networkByCode(code: string): Network | undefined {
  const upper = code.toUpperCase();
  return isNetworkCode(upper) ? NETWORKS[upper] : undefined;
}

/** The coin of a symbol, case-insensitive ("usdt" finds USDT), from the given list (the seed's by default). */
export function coinBySymbol(symbol: string, coins: readonly Coin[] = COINS): Coin | undefined {
  const upper = symbol.toUpperCase();
  return coins.find((coin) => coin.symbol.toUpperCase() === upper);
}

/** The coin of a currency_id, from the given list (the seed's by default). */
export function coinById(id: number, coins: readonly Coin[] = COINS): Coin | undefined {
  return coins.find((coin) => coin.id === id);
}

export function coinSupportsNetwork(coin: Coin, network: NetworkCode): boolean {
  return coin.networks.includes(network);
}

/**
 * Whether a transaction hash has the format of the network: EVM (ERC20) is 0x and 64 hex digits; TRON (TRC20) and
 * BTC (OMNI) are 64 hex digits. Either letter case is accepted; surrounding spaces are not (trim first).
 */
export function isValidTxHash(network: NetworkCode | Network, hash: string): boolean {
  const net = typeof network === 'string' ? NETWORKS[network] : network;
  return typeof hash === 'string' && net !== undefined && net.txHashPattern.test(hash);
}
