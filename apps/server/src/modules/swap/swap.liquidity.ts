import { CRYPTO_MARKETS, DEFAULT_DECIMALS, parseAmount, pow10 } from '@candor/shared';
import { platformAccount, type LedgerService, type Mode } from '../ledger/index.js';
import { stepOf } from './swap.math.js';
import type { SwapPricing } from './swap.pricing.js';
import { USDT } from './swap.pricing.js';
import type { SwapRepo } from './swap.repo.js';

/** Value (in USDT) of each asset the platform's swap account is funded with, per mode. */
export const SWAP_LIQUIDITY_USDT = '1000000';

/** The platform account that is the counterparty of every swap of a mode. */
export const swapAccount = (asset: string, mode: Mode) => platformAccount(asset, 'swap', mode);

/**
 * Funds the swap account through the ledger, once per asset and mode (idempotent by reference): from the outside
 * world for real swaps and from the demo treasury for demo swaps, like the spot market maker, so its holdings show
 * in the liabilities report. Coins are sized at the markets' reference start prices, fiat at the operator's rate.
 */
export class SwapLiquidity {
  /** The modes the system funds: both on a trial install, demo only in production. */
  modes: readonly Mode[] = ['real', 'demo'];

  constructor(private readonly ledger: LedgerService, private readonly pricing: SwapPricing, private readonly repo: SwapRepo,
    private readonly budget: bigint = parseAmount(SWAP_LIQUIDITY_USDT)) {}

  async fundAll(): Promise<void> {
    for (const coin of await this.pricing.coinList()) {
      const market = CRYPTO_MARKETS.find((m) => m.base === coin.symbol && m.quote === USDT);
      if (coin.symbol === USDT) await this.fund(coin.symbol, this.budget);
      else if (market) await this.fund(coin.symbol, (this.budget * pow10(DEFAULT_DECIMALS)) / parseAmount(market.startPrice));
    }
    for (const rate of await this.repo.fiatRates(false)) await this.fundFiat(rate.code, rate.rate_atoms, rate.decimals);
  }

  /** A fiat currency's share, at its rate when first funded, rounded down to its smallest step. */
  async fundFiat(code: string, rate: bigint, decimals: number): Promise<void> {
    const amount = (this.budget * rate) / pow10(DEFAULT_DECIMALS);
    await this.fund(code, amount - (amount % stepOf(decimals)));
  }

  private async fund(asset: string, amount: bigint): Promise<void> {
    if (amount <= 0n) return;
    for (const mode of this.modes) {
      await this.ledger.transaction((tx) => this.ledger.post(tx, {
        actor: { type: 'system', id: 0 }, reason: 'swap_liquidity_funding', ref: `swap:fund:${mode}:${asset}:v1`,
        lines: [
          { account: platformAccount(asset, mode === 'real' ? 'external' : 'demo_treasury', mode), amount: -amount },
          { account: swapAccount(asset, mode), amount },
        ],
      }));
    }
  }
}
