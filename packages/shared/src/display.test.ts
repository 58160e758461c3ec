import { describe, expect, it } from 'vitest';
import {
  displayDecimals, formatAssetAmount, formatPercentValue, formatPriceAt, formatSymbolPrice, formatValueUsdt, priceDecimals,
} from './display.js';
import { langToBcp47 } from './enums.js';

const NON_NUMBERS = ['abc', '', '1,5', 'Infinity', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, ' ', '1.2.3'];

describe('display places are data', () => {
  it('per asset: BTC 8, ETH 6, stablecoins 2, fiat its minor units, anything else 8', () => {
    expect(['BTC', 'ETH', 'USDT', 'USDC', 'usdt', 'JPY', 'EUR', 'SOL'].map(displayDecimals)).toEqual([8, 6, 2, 2, 2, 0, 2, 8]);
  });
  it('per symbol for prices, from the tick size; a stablecoin pair shows 4', () => {
    expect(['BTC/USDT', 'USDC/USDT', 'DOGE/USDT', 'ethusdt', 'AAPL', 'NOPE/USDT'].map(priceDecimals)).toEqual([2, 4, 5, 2, 2, 4]);
  });
});

describe('amount of an asset', () => {
  it('truncates to the asset’s places, never rounds up', () => {
    expect(formatAssetAmount('0.01143596', 'BTC')).toBe('0.01143596');
    expect(formatAssetAmount('0.00103896', 'BTC', { sign: true })).toBe('+0.00103896');
    expect(formatAssetAmount('1.2345679', 'ETH')).toBe('1.234567');
    expect(formatAssetAmount('1000.999', 'USDT')).toBe('1,000.99');
    expect(formatAssetAmount('0.009', 'USDC')).toBe('0.00');
    expect(formatAssetAmount(0.1 + 0.2, 'USDT')).toBe('0.30');
  });
  it('pads to the places so a column of one asset lines up', () => {
    expect(formatAssetAmount('1', 'BTC')).toBe('1.00000000');
    expect(formatAssetAmount('100000', 'USDT')).toBe('100,000.00');
  });
  it('reads bigints as whole values and huge values exactly', () => {
    expect(formatAssetAmount(12345678901234567890n, 'USDT')).toBe('12,345,678,901,234,567,890.00');
    expect(formatAssetAmount('123456789012345678901234567890.123456789', 'BTC')).toBe('123,456,789,012,345,678,901,234,567,890.12345678');
  });
  it('keeps the sign of negatives and never shows -0', () => {
    expect(formatAssetAmount('-1234.5678', 'USDT')).toBe('-1,234.56');
    expect(formatAssetAmount('-0.001', 'USDT')).toBe('0.00');
    expect(formatAssetAmount('-0.5', 'USDT', { sign: true })).toBe('-0.50');
    expect(formatAssetAmount('0', 'USDT', { sign: true })).toBe('0.00');
  });
  it('is empty for a non-number', () => {
    for (const v of NON_NUMBERS) expect(formatAssetAmount(v, 'BTC')).toBe('');
  });
});

describe('price of a symbol', () => {
  it('truncates and pads to the tick size', () => {
    expect(formatSymbolPrice('96000.129', 'BTC/USDT')).toBe('96,000.12');
    expect(formatSymbolPrice('1.00019', 'USDC/USDT')).toBe('1.0001');
    expect(formatSymbolPrice('0.3', 'DOGE/USDT')).toBe('0.30000');
    expect(formatPriceAt(65000.1, 3)).toBe('65,000.100');
    expect(formatSymbolPrice('x', 'BTC/USDT')).toBe('');
  });
});

describe('value in USDT', () => {
  it('is 2 places, truncated', () => {
    expect(formatValueUsdt('1903.4997')).toBe('1,903.49');
    expect(formatValueUsdt('-0.019')).toBe('-0.01');
    expect(formatValueUsdt(undefined)).toBe('');
  });
});

describe('percent', () => {
  it('truncates to 2 places with an optional sign', () => {
    expect(formatPercentValue('1.239')).toBe('1.23%');
    expect(formatPercentValue(-0.5, { sign: true })).toBe('-0.50%');
    expect(formatPercentValue('3', { sign: true })).toBe('+3.00%');
    expect(formatPercentValue('0', { sign: true })).toBe('0.00%');
    expect(formatPercentValue('-0.004', { sign: true })).toBe('0.00%');
    for (const v of NON_NUMBERS) expect(formatPercentValue(v)).toBe('');
  });
});

describe('locales (the wire codes mapped to BCP 47)', () => {
  const at = (lang: keyof typeof langToBcp47) => ({ locale: langToBcp47[lang] });
  it('groups and marks the decimals the reader’s way, always with Latin digits', () => {
    expect(formatAssetAmount('1234567.891', 'USDT', at('de'))).toBe('1.234.567,89');
    expect(formatAssetAmount('1234567.891', 'USDT', at('vn'))).toBe('1.234.567,89');
    expect(formatAssetAmount('1234567.891', 'USDT', at('hi'))).toBe('12,34,567.89');
    expect(formatAssetAmount('1234567.891', 'USDT', at('fr'))).toBe('1\u202f234\u202f567,89');
    expect(formatAssetAmount('1234.5', 'USDT', at('jp'))).toBe('1,234.50');
    expect(formatAssetAmount('1234.5', 'USDT', at('tw'))).toBe('1,234.50');
    expect(formatAssetAmount('1234.5', 'USDT', at('th'))).toBe('1,234.50');
    expect(formatPercentValue('1.5', { ...at('de'), sign: true })).toBe('+1,50\u00a0%');
  });
  it('still truncates and still shows nothing for a non-number', () => {
    expect(formatAssetAmount('0.123456789', 'BTC', at('esp'))).toBe('0,12345678');
    expect(formatAssetAmount('abc', 'BTC', at('kr'))).toBe('');
  });
  it('an unknown locale falls back to English rather than failing', () => {
    expect(formatValueUsdt('1234.5', { locale: 'not a locale!' })).toBe('1,234.50');
  });
});
