import { DEFAULT_DECIMALS, tryParseAmount } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import { fail } from '../../platform/http/errors.js';
import type { SwapLiquidity } from './swap.liquidity.js';
import type { SwapPricing } from './swap.pricing.js';
import type { FiatRateRow, SwapRepo } from './swap.repo.js';

export type FiatRatePatch = { rate?: string | undefined; enabled?: boolean | undefined; decimals?: number | undefined };

/** Far above any real currency's units per USDT; keeps every fiat amount inside a 64-bit column. */
const MAX_RATE_ATOMS = 10n ** 9n * 10n ** BigInt(DEFAULT_DECIMALS);

/**
 * The operator's fiat rates (units per 1 USDT). They price fiat swaps only: they are not market prices and never
 * reach ticks or candles. The caller audits every admin action.
 */
export class FiatRates {
  constructor(private readonly repo: SwapRepo, private readonly clock: Clock, private readonly pricing: SwapPricing,
    private readonly liquidity: SwapLiquidity) {}

  page(limit: number, offset: number): Promise<{ items: FiatRateRow[]; total: number }> {
    return this.repo.fiatRatesPage(limit, offset);
  }

  /**
   * Sets a currency's rate and whether it may be swapped; a new code needs a rate and may give its places (2 by
   * default), which are fixed afterwards because balances are held in whole steps of them. A new currency's share of
   * the swap account is funded at once.
   */
  async set(codeInput: string, patch: FiatRatePatch, adminId: number): Promise<{ before: FiatRateRow | null; after: FiatRateRow }> {
    const code = codeInput.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || (await this.pricing.coinList()).some((c) => c.symbol === code)) fail('fiat_rate_invalid', { field: 'code' });
    const before = (await this.repo.fiatRate(code)) ?? null;
    let rate = before?.rate_atoms;
    if (patch.rate !== undefined) {
      const parsed = tryParseAmount(patch.rate);
      if (parsed === null || parsed <= 0n || parsed > MAX_RATE_ATOMS) fail('fiat_rate_invalid', { field: 'rate' });
      rate = parsed;
    }
    if (rate === undefined) fail('fiat_rate_invalid', { field: 'rate' });
    const decimals = patch.decimals ?? before?.decimals ?? 2;
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > DEFAULT_DECIMALS || (before && before.decimals !== decimals)) {
      fail('fiat_rate_invalid', { field: 'decimals' });
    }
    const after: FiatRateRow = {
      code, rate_atoms: rate, decimals, enabled: (patch.enabled ?? (before ? before.enabled === 1 : true)) ? 1 : 0,
      // A rate an operator typed is no longer the install's sample.
      sample: patch.rate !== undefined ? 0 : (before?.sample ?? 0), updated_by: adminId, updated_at: this.clock.now(),
    };
    await this.repo.upsertFiatRate(after);
    if (!before) await this.liquidity.fundFiat(code, rate, decimals);
    return { before, after };
  }
}
