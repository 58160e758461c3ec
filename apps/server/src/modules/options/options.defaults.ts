import { parseAmount } from '@candor/shared';

/** The stake coin and the platform account's opening balance on a trial install (both modes) and for demo. */
export const OPTION_COIN = 'USDT';
export const OPTIONS_POOL_USDT = '1000000';

/** The seed's durations with sample terms (operator data: edited in the back office, applied to new orders). */
export const DEFAULT_DURATIONS: readonly { seconds: number; rateBps: number; min: bigint; max: bigint }[] = [
  { seconds: 60, rateBps: 8000, min: parseAmount('10'), max: parseAmount('5000') },
  { seconds: 120, rateBps: 8200, min: parseAmount('10'), max: parseAmount('5000') },
  { seconds: 180, rateBps: 8400, min: parseAmount('10'), max: parseAmount('10000') },
  { seconds: 240, rateBps: 8500, min: parseAmount('10'), max: parseAmount('10000') },
  { seconds: 600, rateBps: 8700, min: parseAmount('50'), max: parseAmount('20000') },
  { seconds: 1800, rateBps: 9000, min: parseAmount('100'), max: parseAmount('50000') },
];

/** The symbols offered at install, with open-stake caps the same for every user. */
export const DEFAULT_SYMBOLS: readonly string[] = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT'];
export const DEFAULT_USER_OPEN_CAP = parseAmount('20000');
export const DEFAULT_SIDE_OPEN_CAP = parseAmount('500000');
