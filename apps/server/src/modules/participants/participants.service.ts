import { CRYPTO_MARKETS, formatAmount, parseAmount, pow10, SIMULATED_OWNER_BASE, type Market } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/errors.js';
import { platformAccount, type LedgerService, type Mode } from '../ledger/index.js';
import { Prng } from '../market/index.js';
import type { SpotService } from '../spot/index.js';
import { orderPlan, type Plan } from './participants.plan.js';

export type ParticipantsOptions = {
  /** How many simulated accounts trade; they own the ids SIMULATED_OWNER_BASE + 1 .. + count. */
  count: number;
  modes: readonly Mode[];
  /** Quote value each participant holds per market, in quote and in base at the market's start price. */
  fundingQuote: string;
  /** The least time between two actions on one book. */
  everyMs: number;
  /** Resting orders a participant keeps on one book; older ones are cancelled. */
  maxResting: number;
  seed: number;
};

export const DEFAULT_PARTICIPANTS: ParticipantsOptions = { count: 4, modes: ['real', 'demo'], fundingQuote: '20000', everyMs: 2_000, maxResting: 2, seed: 20261124 };

/**
 * Simulated participants of a trial install (never production: the module does not start them there, and the config
 * turns them off): a few accounts funded through the ledger from a platform account (the outside world for real books,
 * the demo treasury for demo books) that place small orders around the feed price through the same spot door users
 * use, so the book and its trades move. Every trade they take part in is marked simulated on every trade list.
 */
export class SimulatedParticipants {
  private readonly last = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly rng: Prng;
  private enabled = false;

  constructor(private readonly spot: SpotService, private readonly ledger: LedgerService, private readonly log: FastifyBaseLogger,
    readonly options: ParticipantsOptions = DEFAULT_PARTICIPANTS, private readonly markets: readonly Market[] = CRYPTO_MARKETS) {
    this.rng = new Prng(options.seed);
  }

  /** The owner ids of the participants: above SIMULATED_OWNER_BASE, never a user's, so their spot accounts are their own. */
  get owners(): number[] {
    return Array.from({ length: this.options.count }, (_, i) => SIMULATED_OWNER_BASE + i + 1);
  }

  get running(): boolean {
    return this.enabled;
  }

  /** Funds every participant once (idempotent by reference) and lets them act on the feed's prices. */
  async start(): Promise<void> {
    await this.fund();
    this.enabled = true;
  }

  stop(): void {
    this.enabled = false;
  }

  private async fund(): Promise<void> {
    const budget = parseAmount(this.options.fundingQuote);
    for (const mode of this.options.modes) {
      const source = mode === 'real' ? 'external' : 'demo_treasury';
      const assets = new Map<string, bigint>();
      for (const m of this.markets) {
        assets.set(m.quote, (assets.get(m.quote) ?? 0n) + budget);
        assets.set(m.base, (assets.get(m.base) ?? 0n) + (budget * pow10(8)) / parseAmount(m.startPrice));
      }
      for (const owner of this.owners) {
        for (const [asset, amount] of assets) {
          await this.ledger.transaction((tx) => this.ledger.post(tx, {
            actor: { type: 'system', id: 0 }, reason: 'participant_funding', detail: asset, ref: `sim:fund:${mode}:${owner}:${asset}:v1`,
            lines: [
              { account: platformAccount(asset, source, mode), amount: -amount },
              { account: { ownerId: owner, asset, kind: 'simulated', mode }, amount },
            ],
          }));
        }
      }
    }
  }

  /** Follows a feed price: at most one action per book every `everyMs`, none while the previous one runs. */
  onPrice(symbol: string, price: bigint, now: number): void {
    if (!this.enabled) return;
    const market = this.markets.find((m) => m.symbol === symbol);
    if (!market) return;
    for (const mode of this.options.modes) {
      const key = `${symbol}|${mode}`;
      const last = this.last.get(key);
      if (last !== undefined && now - last < this.options.everyMs) continue;
      this.last.set(key, Number.MAX_SAFE_INTEGER);
      const work: Promise<void> = this.act(market, mode, price)
        .then(() => undefined, (err: unknown) => this.log.warn({ err, symbol, mode }, 'simulated participant could not act'))
        .finally(() => { this.last.set(key, now); this.inFlight.delete(work); });
      this.inFlight.add(work);
    }
  }

  /** Resolves once every action under way has finished (tests drive the participants with ticks, then wait here). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** One participant's move on one book: an order from the plan, after cancelling what it rests beyond its limit. */
  async act(market: Market, mode: Mode, price: bigint): Promise<Plan> {
    const owner = this.owners[Math.floor(this.rng.next() * this.options.count)] ?? SIMULATED_OWNER_BASE + 1;
    const plan = orderPlan(market, price, () => this.rng.next());
    if (plan.tif === 'GTC') await this.trimResting(owner, mode, market.symbol);
    await this.spot.place(owner, mode, {
      symbol: market.symbol, side: plan.side, type: 'limit', price: formatAmount(plan.price), amount: formatAmount(plan.amount), tif: plan.tif,
    }).catch((err: unknown) => {
      // A participant short of one asset simply skips its turn; anything else is worth a line in the log.
      if (err instanceof AppError && (err.key === 'insufficient_balance' || err.key === 'spot_insufficient_sellable')) return;
      throw err;
    });
    return plan;
  }

  private async trimResting(owner: number, mode: Mode, symbol: string): Promise<void> {
    const keep = Math.max(0, this.options.maxResting - 1);
    const { items } = await this.spot.list({ userId: owner, mode, status: 'waiting', symbol, limit: 50, offset: 0 });
    // Newest first: everything past the ones kept goes.
    for (const o of items.slice(keep)) await this.spot.cancel(owner, mode, o.id).catch(() => undefined);
  }
}
