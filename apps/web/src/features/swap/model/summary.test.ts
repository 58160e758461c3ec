import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { readQuote } from './quote';
import { rateLine, spreadPercent, summarize } from './summary';
import { BTC_QUOTE_WIRE, quoteAt } from './testkit';

describe('what a quote shows', () => {
  it('discloses the spread as a share and as an amount, and what the user pays and receives', () => {
    // 0.5 BTC at 96,000 = 48,000 USDT; the 0.2 % spread keeps 96; the user receives 47,904.
    expect(summarize(quoteAt(0))).toEqual({
      pay: { atoms: p('0.5'), asset: 'BTC' },
      receive: { atoms: p('47904'), asset: 'USDT' },
      gross: { atoms: p('48000'), asset: 'USDT' },
      spread: { atoms: p('96'), asset: 'USDT' },
      spreadPercent: '0.2',
      rate: { base: 'BTC', quote: 'USDT', price: p('96000') },
      min: { atoms: p('0.00001042'), asset: 'BTC' },
    });
  });

  it('has no summary for a rate-only quote', () => {
    expect(summarize(quoteAt(0, { amount: null, gross: null, fee: null, receive: null }))).toBeNull();
  });

  it('gives the spread in percent exactly', () => {
    expect([20, 5, 1, 100, 0, 150].map(spreadPercent)).toEqual(['0.2', '0.05', '0.01', '1', '0', '1.5']);
  });
});

describe('the rate line', () => {
  it('prices the dearer asset in the cheaper one, so a small rate never shows as zero', () => {
    const toBtc = readQuote({ ...BTC_QUOTE_WIRE, from: 'USDT', to: 'BTC', from_price: '1', to_price: '96000', rate: '0.00001041' }, 0);
    expect(rateLine(toBtc)).toEqual({ base: 'BTC', quote: 'USDT', price: p('96000') });
  });

  it('divides two coin prices exactly, rounding down to 8 places', () => {
    // ETH at 3,400 and BTC at 96,000: 1 BTC = 28.23529411... ETH.
    const q = readQuote({ ...BTC_QUOTE_WIRE, from: 'ETH', to: 'BTC', from_price: '3400', to_price: '96000' }, 0);
    expect(rateLine(q)).toEqual({ base: 'BTC', quote: 'ETH', price: p('28.23529411') });
  });

  it('reads a fiat rate per USDT in the currency', () => {
    // USDT to EUR at 0.92: valued in EUR, USDT is 0.92 and EUR 1, so 1 EUR = 1.08695652 USDT.
    const q = readQuote({ ...BTC_QUOTE_WIRE, kind: 'fiat', from: 'USDT', to: 'EUR', from_price: '0.92', to_price: '1', price_unit: 'EUR' }, 0);
    expect(rateLine(q)).toEqual({ base: 'EUR', quote: 'USDT', price: p('1.08695652') });
    const jpy = readQuote({ ...BTC_QUOTE_WIRE, kind: 'fiat', from: 'JPY', to: 'USDT', from_price: '1', to_price: '150', price_unit: 'JPY' }, 0);
    expect(rateLine(jpy)).toEqual({ base: 'USDT', quote: 'JPY', price: p('150') });
  });

  it('shows no rate without two positive prices', () => {
    expect(rateLine({ from: 'A', to: 'B', fromPrice: 0n, toPrice: p('1') })).toBeNull();
  });
});
