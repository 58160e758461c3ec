import { SIMULATED_OWNER_BASE } from '@candor/shared';
import { isTrialInstall, type Config } from '../../config.js';
import { AppError } from '../../platform/http/errors.js';
import { platformAccount, userAccount } from '../ledger/index.js';
import type { C2cAds } from './c2c.ads.js';
import type { C2cDeps } from './c2c.deps.js';
import { PAID, PAYING, type C2cFlow } from './c2c.flow.js';
import type { C2cMerchants } from './c2c.merchants.js';

/**
 * Whether a server starts the sample merchants: a trial install (never NODE_ENV=production) with simulated participants
 * on (SIM_PARTICIPANTS, default on), and not under the tests (NODE_ENV=test), which start them by hand.
 */
export const sampleMerchantsWanted = (config: Pick<Config, 'env' | 'simParticipants'>): boolean =>
  isTrialInstall(config) && config.simParticipants && config.env !== 'test';

/** The sample merchants of a trial install: owner ids above SIMULATED_OWNER_BASE, never a user's. */
export const SAMPLE_MERCHANTS = [
  { owner: SIMULATED_OWNER_BASE + 1001, nickname: 'Sample Merchant A (simulated)', fiat: 'USD', sell: '1.00', buy: '0.99' },
  { owner: SIMULATED_OWNER_BASE + 1002, nickname: 'Sample Merchant B (simulated)', fiat: 'EUR', sell: '0.93', buy: '0.92' },
] as const;
/** How long a sample merchant takes to release after the user paid, or to pay after the user sold to it. */
export const SAMPLE_DELAY_MS = 20_000;
const STOCK = 20_000n * 10n ** 8n;
const TERMS = 'Simulated sample merchant of a trial install: no real money moves; it releases or pays by itself after a short delay.';

/**
 * Sample merchants for a trial install (never production: the module only starts them when NODE_ENV is not
 * production). Each is funded once through the ledger from the platform's `external` account (the outside world of a
 * trial install), locks its bond, and publishes a sell and a buy ad of USDT in one fiat currency, all through the
 * merchants' own service methods. The scheduler's C2C job then acts for them, through the same order moves a real
 * merchant makes: it releases an order the user marked paid, and marks paid an order in which the user sold to it,
 * each once the delay has passed. Both are conditional status changes, so a second run changes nothing.
 */
export class C2cSamples {
  private enabled = false;

  constructor(private readonly d: C2cDeps, private readonly merchants: C2cMerchants, private readonly ads: C2cAds, private readonly flow: C2cFlow) {}

  get running(): boolean {
    return this.enabled;
  }

  /** Sets the sample merchants up (idempotent: each step only when it is missing) and lets the job act for them. */
  async start(): Promise<void> {
    for (const s of SAMPLE_MERCHANTS) await this.seed(s);
    this.enabled = true;
  }

  private async seed(s: (typeof SAMPLE_MERCHANTS)[number]): Promise<void> {
    const settings = await this.d.repo.settings();
    const now = this.d.clock.now();
    const amount = STOCK + settings.bond_atoms;
    await this.d.ledger.transaction((tx) => this.d.ledger.post(tx, {
      actor: { type: 'system', id: 0 }, reason: 'participant_funding', detail: 'USDT', ref: `c2c:sample:fund:${s.owner}:v1`,
      lines: [
        { account: platformAccount('USDT', 'external', 'real'), amount: -amount },
        { account: userAccount(s.owner, 'USDT', 'funding', 'real'), amount },
      ],
    }));
    if (!(await this.d.repo.merchantOfUser(s.owner))) {
      // No KYC exists for a simulated owner: the merchant row is written approved, as the seed of a trial install.
      await this.d.ledger.transaction((tx) => this.d.repo.insertMerchant(tx, {
        user_id: s.owner, nickname: s.nickname, status: 'approved', reason: null, bond_asset: settings.bond_asset, bond_atoms: 0n,
        bond_seq: 0, applied_at: now, decided_by: null, decided_at: now, updated_at: now,
      }));
    }
    let m = await this.merchants.own(s.owner);
    if (m.status === 'approved') {
      await this.merchants.lockBond(s.owner);
      m = await this.merchants.own(s.owner);
    }
    if (m.status !== 'active') return;
    let methods = await this.merchants.payMethods(s.owner);
    if (methods.length === 0) {
      await this.merchants.addPayMethod(s.owner, { pay_type: 'bank_card', account: `SAMPLE-0000-${s.owner % 10_000}`, holder: s.nickname, bank: 'Sample Bank (simulated)' });
      methods = await this.merchants.payMethods(s.owner);
    }
    if ((await this.ads.mine(m, { page: 1, limit: 1 })).total > 0) return;
    const common = { coin: 'USDT', fiat: s.fiat, price_type: 'fixed' as const, min_amount: '10', max_amount: '2000', payment_window: '30', terms: TERMS };
    await this.ads.create(m, { ...common, side: 'sell', fixed_price: s.sell, available: '10000', payment_method_ids: methods.map((p) => p.id).join(',') });
    await this.ads.create(m, { ...common, side: 'buy', fixed_price: s.buy, available: '10000' });
  }

  /** One run of the job: releases paid orders on the samples' sell ads and pays open orders on their buy ads past the delay. */
  async act(now = this.d.clock.now()): Promise<number> {
    if (!this.enabled) return 0;
    let moved = 0;
    const owners = SAMPLE_MERCHANTS.map((s) => s.owner);
    for (const o of await this.d.repo.sampleWork(owners, now - SAMPLE_DELAY_MS)) {
      try {
        if (o.status === PAID && o.seller_id === o.merchant_user_id) await this.flow.release(o.seller_id, o.id);
        else if (o.status === PAYING && o.buyer_id === o.merchant_user_id && now <= o.deadline_at) await this.flow.pay(o.buyer_id, o.id, undefined);
        else continue;
        moved++;
      } catch (error) {
        // The user cancelled or appealed meanwhile: the conditional move refused; nothing to do. Anything else fails the run.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return moved;
  }
}
