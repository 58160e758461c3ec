import { randomBytes } from 'node:crypto';
import { DEFAULT_DECIMALS, formatAmount, pow10, tryParseAmount, type SwapCurrencies, type SwapOrder, type SwapQuote } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { SwapKind } from './swap.tables.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { CoinsService } from '../coins/index.js';
import { platformAccount, userAccount, type LedgerService, type Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { FiatRates } from './swap.fiat-rates.js';
import { SwapLiquidity, swapAccount } from './swap.liquidity.js';
import {
  MAX_SWAP_ATOMS, QUOTE_TTL_MS, SWAP_SPREAD_BPS, minAmountOf, swapAmounts, type SwapAmounts, type SwapPrices,
} from './swap.math.js';
import { SwapPricing, USDT, type SwapAsset } from './swap.pricing.js';
import { createSwapRepo, type SwapQuoteRow } from './swap.repo.js';
import { fiatRateOut, orderOut, quoteOut } from './swap.views.js';

export type QuoteInput = { from?: string | undefined; to?: string | undefined; amount?: string | undefined };
export type ExchangeInput = { quote_id?: string | undefined; amount?: string | undefined };

/** Expired quotes are kept this long (for support questions), then pruned. */
export const QUOTE_RETENTION_MS = 3_600_000;

/**
 * Swaps at a quoted price: a quote prices a pair now (coins at the feed price, fiat at the operator's rate), is
 * stored and honoured for QUOTE_TTL_MS, once; the exchange moves the money in one ledger entry between the user's
 * funding account and the platform's swap account, the spread going to the platform's fees account.
 */
export class SwapService {
  private readonly repo;
  readonly pricing: SwapPricing;
  readonly liquidity: SwapLiquidity;
  readonly fiatRates: FiatRates;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService,
    private readonly idempotency: Idempotency, market: MarketService, coins: CoinsService) {
    this.repo = createSwapRepo(db);
    this.pricing = new SwapPricing(market, coins, this.repo, clock);
    this.liquidity = new SwapLiquidity(ledger, this.pricing, this.repo);
    this.fiatRates = new FiatRates(this.repo, clock, this.pricing, this.liquidity);
  }

  /** What the swap page offers: the coins, the enabled fiat currencies and the terms. */
  async currencies(): Promise<SwapCurrencies> {
    const coins = await this.pricing.coinList();
    const fiats = await this.repo.fiatRates(true);
    return {
      coins: coins.map((c) => ({ symbol: c.symbol, name: c.name, decimals: c.decimals, currency_id: c.currencyId })),
      fiats: fiats.map(fiatRateOut).map(({ code, rate, decimals, sample }) => ({ code, rate, decimals, sample })),
      spread_bps: SWAP_SPREAD_BPS, quote_valid_ms: QUOTE_TTL_MS,
    };
  }

  /**
   * The operator's published rate of a fiat currency (units per 1 USDT, 8 places), when it is enabled: what other
   * modules (bank withdrawals) pay out at. Undefined for an unknown or switched-off currency.
   */
  async publishedFiatRate(code: string, tx?: Tx): Promise<{ code: string; rateAtoms: bigint; decimals: number; sample: boolean } | undefined> {
    const row = await this.repo.fiatRate(code.trim().toUpperCase(), tx);
    if (!row || row.enabled !== 1) return undefined;
    return { code: row.code, rateAtoms: row.rate_atoms, decimals: row.decimals, sample: row.sample === 1 };
  }

  /** Prices a pair now and stores the quote for this user and mode. */
  async quote(userId: number, mode: Mode, kind: SwapKind, input: QuoteInput): Promise<SwapQuote> {
    const pair = kind === 'coin' ? await this.pricing.coinPair(input.from, input.to) : await this.pricing.fiatPair(input.from, input.to, this.db);
    const prices: SwapPrices = { ...pair.prices, spreadBps: SWAP_SPREAD_BPS };
    const amount = input.amount === undefined || input.amount === '' ? null : this.amountOf(input.amount, pair.from);
    const amounts = amount === null ? null : await this.price(amount, prices, pair.from, pair.to, mode);
    const now = this.clock.now();
    const row: SwapQuoteRow = {
      id: randomBytes(16).toString('hex'), user_id: userId, mode, kind, from_asset: pair.from.symbol, to_asset: pair.to.symbol,
      from_price_atoms: prices.fromPrice, to_price_atoms: prices.toPrice, price_unit: pair.unit, spread_bps: prices.spreadBps,
      amount_atoms: amount, created_at: now, expires_at: now + QUOTE_TTL_MS, used_at: null,
    };
    await this.repo.insertQuote(row);
    return quoteOut(row, amounts, minAmountOf(prices, pair.from.decimals));
  }

  /**
   * Swaps `amount` at a quote the user holds, once per idempotency key: refused when the quote is someone else's,
   * of another mode or kind, used, or expired (never re-priced). One transaction, one ledger entry.
   */
  exchange(userId: number, mode: Mode, kind: SwapKind, input: ExchangeInput, key: string | undefined): Promise<SwapOrder> {
    const quoteId = (input.quote_id ?? '').trim();
    if (quoteId === '') fail('swap_quote_not_found');
    if (input.amount === undefined || input.amount === '') fail('swap_amount_required');
    const amountText = input.amount;
    const request = { quote_id: quoteId, amount: amountText, mode };
    return this.idempotency.once({ userId, scope: `swap.${kind}`, key, request }, async (tx) => {
      const now = this.clock.now();
      const q = await this.repo.quote(tx, quoteId);
      if (!q || q.user_id !== userId || q.mode !== mode || q.kind !== kind) fail('swap_quote_not_found');
      if (q.used_at !== null) fail('swap_quote_used');
      if (now >= q.expires_at) fail('swap_quote_expired');
      const assets = await this.pricing.quotedAssets(kind, q.from_asset, q.to_asset, tx);
      const prices = this.quotedPrices(q);
      const amount = this.amountOf(amountText, assets.from);
      const amounts = await this.price(amount, prices, assets.from, assets.to, mode, tx);
      if (!(await this.repo.consumeQuote(tx, q.id, now))) fail('swap_quote_used');
      const entryId = await this.move(tx, userId, mode, q, amount, amounts);
      const order = await this.repo.insertOrder(tx, {
        user_id: userId, mode, kind, quote_id: q.id, from_asset: q.from_asset, to_asset: q.to_asset, amount_atoms: amount,
        gross_atoms: amounts.gross, fee_atoms: amounts.fee, receive_atoms: amounts.receive, from_price_atoms: q.from_price_atoms,
        to_price_atoms: q.to_price_atoms, price_unit: q.price_unit, spread_bps: q.spread_bps, entry_id: entryId, created_at: now,
      });
      return orderOut(order);
    });
  }

  async orders(userId: number, mode: Mode, page: { limit: number; offset: number }): Promise<{ total: number; items: SwapOrder[] }> {
    const { items, total } = await this.repo.orders(userId, mode, page.limit, page.offset);
    return { total, items: items.map(orderOut) };
  }

  /**
   * Funds the platform's swap account (idempotent): at start-up, and in tests. A production install (`trial` false)
   * funds only the demo account; its real liquidity comes from operators' recorded holdings (the treasury module).
   */
  fundLiquidity(trial = true): Promise<void> {
    this.liquidity.modes = trial ? ['real', 'demo'] : ['demo'];
    return this.liquidity.fundAll();
  }

  /** An amount as the user typed it: positive, within the asset's places, not absurdly large. */
  private amountOf(text: string, asset: SwapAsset): bigint {
    const parsed = tryParseAmount(text, asset.decimals);
    if (parsed === null || parsed <= 0n) fail('swap_amount_invalid', { decimals: asset.decimals });
    const atoms = parsed * pow10(DEFAULT_DECIMALS - asset.decimals);
    if (atoms > MAX_SWAP_ATOMS) fail('swap_amount_too_large');
    return atoms;
  }

  /** The amounts of a swap, refused below the minimum or beyond what the platform's swap account holds. */
  private async price(amount: bigint, prices: SwapPrices, from: SwapAsset, to: SwapAsset, mode: Mode, tx?: Tx): Promise<SwapAmounts> {
    const min = minAmountOf(prices, from.decimals);
    if (amount < min) fail('swap_amount_too_small', { min: formatAmount(min), asset: from.symbol });
    const amounts = swapAmounts(amount, prices, to.decimals);
    if (amounts.gross > MAX_SWAP_ATOMS) fail('swap_amount_too_large');
    if (amounts.receive <= 0n) fail('swap_amount_too_small', { min: formatAmount(min), asset: from.symbol });
    const held = await this.ledger.balance(swapAccount(to.symbol, mode), tx);
    if (held.available < amounts.gross) fail('swap_liquidity_short', { asset: to.symbol });
    return amounts;
  }

  private quotedPrices(q: SwapQuoteRow): SwapPrices {
    // A fiat quote values USDT at the rate: whichever side is USDT carries it.
    const usdtPrice = q.kind === 'coin' ? pow10(DEFAULT_DECIMALS) : q.from_asset === USDT ? q.from_price_atoms : q.to_price_atoms;
    return { fromPrice: q.from_price_atoms, toPrice: q.to_price_atoms, usdtPrice, spreadBps: q.spread_bps };
  }

  /** One entry: the user's `from` to the swap account, the swap account's `to` to the user and the spread to fees. */
  private async move(tx: Tx, userId: number, mode: Mode, q: SwapQuoteRow, amount: bigint, a: SwapAmounts): Promise<number> {
    const lines = [
      { account: userAccount(userId, q.from_asset, 'funding', mode), amount: -amount },
      { account: swapAccount(q.from_asset, mode), amount },
      { account: swapAccount(q.to_asset, mode), amount: -a.gross },
      { account: userAccount(userId, q.to_asset, 'funding', mode), amount: a.receive },
      ...(a.fee > 0n ? [{ account: platformAccount(q.to_asset, 'fees', mode), amount: a.fee }] : []),
    ];
    try {
      const r = await this.ledger.post(tx, { actor: { type: 'user', id: userId }, reason: 'swap', ref: `swap:${q.id}`, lines });
      return r.entryId;
    } catch (err) {
      // The ledger refuses any overdraft alike; say whose it was (a concurrent swap may have drained either side).
      if (err instanceof AppError && err.key === 'insufficient_balance') {
        const own = await this.ledger.balance(userAccount(userId, q.from_asset, 'funding', mode), tx);
        if (own.available >= amount) fail('swap_liquidity_short', { asset: q.to_asset });
      }
      throw err;
    }
  }

  /** Drops quotes that expired more than QUOTE_RETENTION_MS ago (the job `swap.quote-prune`); answers how many. */
  pruneQuotes(now = this.clock.now()): Promise<number> {
    return this.repo.pruneQuotes(now - QUOTE_RETENTION_MS);
  }
}

