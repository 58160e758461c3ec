/**
 * Money as exact integers ("atoms"): a value with `decimals` places is stored as value x 10^decimals in a bigint.
 * Nothing here ever goes through a float. Decimal strings are the wire format; `formatAmount` and `parseAmount`
 * convert between the two, and `truncateDisplay` implements the product's display rule (truncate to 4 places).
 */

/** An amount in the smallest unit of an asset (value x 10^decimals). */
export type Atoms = bigint;

/** Places of every asset unless the asset says otherwise. */
export const DEFAULT_DECIMALS = 8;

/**
 * Longest decimal string `parseAmount` reads (sign and point included). Far beyond any real amount; it bounds the
 * work a hostile request can cause.
 */
export const MAX_AMOUNT_LENGTH = 120;

/**
 * How a division that does not come out even is rounded:
 * - `floor`: toward negative infinity; `ceil`: toward positive infinity; `trunc`: toward zero;
 * - `half_up`: to nearest, ties away from zero (so symmetric for negatives);
 * - `half_even`: to nearest, ties to the even neighbour (banker's rounding).
 */
export type Rounding = 'floor' | 'ceil' | 'trunc' | 'half_up' | 'half_even';

export const ROUNDINGS: readonly Rounding[] = ['floor', 'ceil', 'trunc', 'half_up', 'half_even'];

export type MoneyErrorCode = 'invalid_amount' | 'too_many_decimals';

/** A decimal string that is not an amount, or that has more places than the asset allows. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.code = code;
  }
}

const AMOUNT_PATTERN = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;
const MAX_DECIMALS = 1000;
const pow10Cache = new Map<number, bigint>();

function checkDecimals(decimals: number, what = 'decimals'): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`${what} must be an integer from 0 to ${MAX_DECIMALS}, got ${String(decimals)}`);
  }
}

/** 10^n as a bigint, for 0 <= n <= 1000. */
export function pow10(n: number): bigint {
  checkDecimals(n, 'exponent');
  let value = pow10Cache.get(n);
  if (value === undefined) {
    value = 10n ** BigInt(n);
    pow10Cache.set(n, value);
  }
  return value;
}

/**
 * Reads a plain decimal string, the one spelling of numbers on the wire (decisions.md, Money): optional leading '-',
 * a whole part without leading zeros ('0' alone is one), optionally '.' and at least one digit. Rejects
 * (MoneyError 'invalid_amount') exponents, spaces, commas, '+', leading zeros ("00005", "007.5"), '', '.', '1.', '.5'
 * and anything longer than MAX_AMOUNT_LENGTH; rejects (MoneyError 'too_many_decimals') more than `decimals`
 * fractional digits, even when they are zeros.
 */
export function parseAmount(text: string, decimals: number = DEFAULT_DECIMALS): Atoms {
  checkDecimals(decimals);
  if (typeof text !== 'string' || text.length > MAX_AMOUNT_LENGTH) {
    throw new MoneyError('invalid_amount', 'Not a valid amount');
  }
  const match = AMOUNT_PATTERN.exec(text);
  if (match === null) throw new MoneyError('invalid_amount', 'Not a valid amount');
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new MoneyError('too_many_decimals', `At most ${decimals} decimal places are allowed`);
  }
  const magnitude = BigInt(whole) * pow10(decimals) + (fraction === '' ? 0n : BigInt(fraction) * pow10(decimals - fraction.length));
  return sign === '-' ? -magnitude : magnitude;
}

/** `parseAmount`, but null instead of throwing a MoneyError. A bad `decimals` still throws (programming error). */
export function tryParseAmount(text: string, decimals: number = DEFAULT_DECIMALS): Atoms | null {
  try {
    return parseAmount(text, decimals);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** The exact decimal string of an amount, trailing fractional zeros trimmed: "1.5", "0", "-0.00000001". */
export function formatAmount(atoms: Atoms, decimals: number = DEFAULT_DECIMALS): string {
  checkDecimals(decimals);
  const negative = atoms < 0n;
  const digits = (negative ? -atoms : atoms).toString();
  if (decimals === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return (negative ? '-' : '') + whole + (fraction === '' ? '' : `.${fraction}`);
}

/**
 * Divides n by d and rounds the quotient as asked. Exact for any bigints; throws RangeError when d is 0.
 */
export function divRound(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const q = n / d; // truncated toward zero
  const r = n % d; // same sign as n, |r| < d
  if (r === 0n) return q;
  const away = n < 0n ? q - 1n : q + 1n;
  switch (rounding) {
    case 'trunc':
      return q;
    case 'floor':
      return r < 0n ? q - 1n : q;
    case 'ceil':
      return r > 0n ? q + 1n : q;
    case 'half_up':
    case 'half_even': {
      const twice = 2n * (r < 0n ? -r : r);
      if (twice > d) return away;
      if (twice < d) return q;
      if (rounding === 'half_up') return away;
      return q % 2n === 0n ? q : away;
    }
    default:
      throw new RangeError(`Unknown rounding: ${String(rounding)}`);
  }
}

/** a x b / c, computed exactly and rounded once. Throws RangeError when c is 0. */
export function mulDiv(a: Atoms, b: Atoms, c: Atoms, rounding: Rounding): Atoms {
  return divRound(a * b, c, rounding);
}

/**
 * amount x rate, where the rate is itself fixed point with `rateDecimals` places; the result keeps the amount's
 * places. 3% is `parseAmount('0.03')` at 8 places: `mulRate(amount, parseAmount('0.03'), 8, 'floor')`.
 */
export function mulRate(amount: Atoms, rateAtoms: Atoms, rateDecimals: number, rounding: Rounding): Atoms {
  return mulDiv(amount, rateAtoms, pow10(rateDecimals), rounding);
}

/** basisPoints / 10000 of an amount (100 bp = 1%). */
export function percentOf(amount: Atoms, basisPoints: bigint, rounding: Rounding): Atoms {
  return mulDiv(amount, basisPoints, 10_000n, rounding);
}

/** Re-expresses an amount with another number of places; going to fewer places rounds as asked. */
export function convertDecimals(atoms: Atoms, fromDecimals: number, toDecimals: number, rounding: Rounding): Atoms {
  checkDecimals(fromDecimals, 'fromDecimals');
  checkDecimals(toDecimals, 'toDecimals');
  if (toDecimals >= fromDecimals) return atoms * pow10(toDecimals - fromDecimals);
  return divRound(atoms, pow10(fromDecimals - toDecimals), rounding);
}

export function sumAtoms(xs: readonly Atoms[]): Atoms {
  let total = 0n;
  for (const x of xs) total += x;
  return total;
}

/** The smallest of one or more amounts (RangeError when given none). */
export function minAtoms(...xs: readonly Atoms[]): Atoms {
  return pick(xs, (x, best) => x < best);
}

/** The largest of one or more amounts (RangeError when given none). */
export function maxAtoms(...xs: readonly Atoms[]): Atoms {
  return pick(xs, (x, best) => x > best);
}

function pick(xs: readonly Atoms[], better: (x: Atoms, best: Atoms) => boolean): Atoms {
  const [first, ...rest] = xs;
  if (first === undefined) throw new RangeError('At least one amount is required');
  let best = first;
  for (const x of rest) if (better(x, best)) best = x;
  return best;
}

export function absAtoms(x: Atoms): Atoms {
  return x < 0n ? -x : x;
}

const DISPLAY_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;
const MAX_DISPLAY_LENGTH = 400;

/**
 * Splits a decimal (optionally in exponent form, as a number's toString may give) into sign, whole digits and
 * fraction digits, exactly. Null when it is not a finite number.
 */
function splitDecimal(text: string): { negative: boolean; whole: string; fraction: string } | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_DISPLAY_LENGTH) return null;
  const match = DISPLAY_PATTERN.exec(trimmed);
  if (match === null) return null;
  const [, sign = '', wholeRaw = '', fractionRaw = '', exponentRaw] = match;
  if (wholeRaw === '' && fractionRaw === '') return null;
  let digits = wholeRaw + fractionRaw;
  let point = wholeRaw.length + (exponentRaw === undefined ? 0 : Number(exponentRaw));
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits = digits + '0'.repeat(point - digits.length);
  }
  return { negative: sign === '-', whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * The display rule: truncate (never round) toward zero to `places` decimals, and show nothing for a non-number.
 * - strings are read exactly (no float): "1.23456" -> "1.2345", "-1.23456" -> "-1.2345"; surrounding spaces, a
 *   leading '+' and exponent form ("1e-7", exponent up to 3 digits) are tolerated, anything else ("abc", "",
 *   "1,5", "Infinity", more than 400 characters) gives "";
 * - numbers go through their shortest exact decimal form; NaN and infinities give "";
 * - bigints are whole values: 5n -> "5";
 * - null and undefined give "".
 * No padding: trailing zeros are trimmed ("5" stays "5", "1.50" -> "1.5"), and a value that truncates to zero is
 * "0", never "-0".
 */
export function truncateDisplay(value: string | number | bigint | null | undefined, places = 4): string {
  checkDecimals(places, 'places');
  if (value === null || value === undefined) return '';
  if (typeof value === 'bigint') return value.toString();
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return '';
  }
  const parts = splitDecimal(text);
  if (parts === null) return '';
  const whole = parts.whole.replace(/^0+/, '') || '0';
  const fraction = parts.fraction.slice(0, places).replace(/0+$/, '');
  const isZero = whole === '0' && fraction === '';
  return (parts.negative && !isZero ? '-' : '') + whole + (fraction === '' ? '' : `.${fraction}`);
}
