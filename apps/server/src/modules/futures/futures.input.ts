import { pow10, tryParseAmount, type FuturesSide, type MarginMode } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { Contract } from './futures.contracts.js';

/** Reading the trade forms: every malformed field is a clear refusal, never a 5xx. */

export function parseSide(v: string | undefined): FuturesSide {
  const s = (v ?? '').toLowerCase();
  if (s === 'long' || s === 'buy' || s === '1') return 'long';
  if (s === 'short' || s === 'sell' || s === '2') return 'short';
  fail('futures_side_invalid');
}

export function parseType(v: string | undefined): 'market' | 'limit' {
  const s = (v ?? 'market').toLowerCase();
  if (s === 'market' || s === 'limit') return s;
  fail('futures_type_invalid');
}

export function parseMarginMode(v: string | undefined): MarginMode {
  const s = (v ?? 'cross').toLowerCase();
  if (s === 'cross' || s === 'isolated') return s;
  fail('futures_margin_mode_invalid');
}

export function parseLots(v: number | string | undefined, c: Contract | null): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) fail('futures_lots_invalid');
  if (c && n > c.max_lots) fail('futures_lots_too_large', { max: String(c.max_lots) });
  return n;
}

export function parseLeverage(v: number | string | undefined, c: Contract): number {
  const n = v === undefined || v === '' ? Math.min(10, Math.max(...c.leverageChoices)) : typeof v === 'number' ? v : /^[1-9]\d{0,2}$/.test(v) ? Number(v) : NaN;
  if (!c.leverageChoices.includes(n)) fail('futures_leverage_invalid', { choices: c.leverageChoices.join(', ') });
  return n;
}

/** A price on the contract's tick (at most its decimals), above zero; absent or empty answers null. */
export function parsePrice(v: string | undefined, c: Contract): bigint | null {
  if (v === undefined || v === '') return null;
  const places = tryParseAmount(v, c.priceDecimals);
  const atoms = places === null ? null : places * pow10(8 - c.priceDecimals);
  if (atoms === null || atoms <= 0n || atoms > 10n ** 16n) fail('futures_price_invalid');
  return atoms;
}
