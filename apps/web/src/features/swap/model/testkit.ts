import { readCatalog, type Catalog } from './catalog';
import type { SwapQuote } from '@candor/shared';
import { readQuote, type Quote } from './quote';

/** The catalog the server answers at install: four wallet coins and a few market bases, six sample fiat rates. */
export const CATALOG: Catalog = readCatalog({
  coins: [
    { symbol: 'BTC', name: 'Bitcoin', decimals: 8, currency_id: 1 },
    { symbol: 'ETH', name: 'Ethereum', decimals: 8, currency_id: 2 },
    { symbol: 'USDT', name: 'Tether USD', decimals: 8, currency_id: 3 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 8, currency_id: 4 },
    { symbol: 'SOL', name: 'Solana', decimals: 8, currency_id: null },
  ],
  fiats: [
    { code: 'EUR', rate: '0.92', decimals: 2, sample: true },
    { code: 'JPY', rate: '150', decimals: 0, sample: true },
    { code: 'USD', rate: '1', decimals: 2, sample: false },
  ],
  spread_bps: 20,
  quote_valid_ms: 15_000,
});

/** The BTC to USDT quote of the server's own test: 0.5 BTC at 96,000 with the 0.2 % spread. */
export const BTC_QUOTE_WIRE: SwapQuote = {
  quote_id: '0123456789abcdef0123456789abcdef', kind: 'coin', mode: 'real', from: 'BTC', to: 'USDT', rate: '96000',
  from_price: '96000', to_price: '1', price_unit: 'USDT', spread_bps: 20, amount: '0.5', gross: '48000', fee: '96',
  fee_asset: 'USDT', receive: '47904', min_amount: '0.00001042', created_at: 1_000_000, expires_at: 1_015_000,
};

export const quoteAt = (receivedAt: number, patch: Partial<SwapQuote> = {}): Quote => readQuote({ ...BTC_QUOTE_WIRE, ...patch }, receivedAt);
