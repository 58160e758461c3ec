import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { SessionStore } from './platform/auth/sessions.js';
import type { Clock } from './platform/clock.js';
import type { Db } from './platform/db/database.js';
import { Idempotency } from './platform/idempotency.js';
import { OutboxNotifier, type Notifier } from './platform/notifier.js';
import { RateLimiter } from './platform/rate-limiter.js';
import { AdminService } from './modules/admin/admin.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CodesService } from './modules/codes/codes.service.js';
import { CoinsService } from './modules/coins/index.js';
import { DemoService } from './modules/demo/demo.service.js';
import { LedgerService } from './modules/ledger/index.js';
import { MarketService } from './modules/market/index.js';
import { Hub, connectBalancesToHub, connectMarketToHub } from './modules/realtime/index.js';
import { SpotService } from './modules/spot/index.js';
import { spotEventsTo } from './modules/spot/spot.events.js';
import { UsersService } from './modules/users/users.service.js';
import { WithdrawalsService } from './modules/withdrawals/index.js';
import { SwapService } from './modules/swap/index.js';
import { WalletService } from './modules/wallet/index.js';
import { DepositsService } from './modules/deposits/index.js';
import { UploadsService } from './platform/uploads/index.js';

export type ServiceDeps = { config: Config; db: Db; clock: Clock; notifier?: Notifier | undefined; log: FastifyBaseLogger };

/** Wires every module's service once; routes and jobs receive this object. */
export function createServices(d: ServiceDeps) {
  const limiter = new RateLimiter(d.db, d.clock);
  const notifier = d.notifier ?? new OutboxNotifier(d.db, d.clock, d.log);
  const sessions = new SessionStore(d.db, d.clock, d.config.sessionTtlMs);
  const ledger = new LedgerService(d.db, d.clock);
  const codes = new CodesService(d.db, d.clock, notifier, limiter);
  const users = new UsersService(d.db, d.clock, sessions, codes, limiter);
  const demo = new DemoService(ledger, d.config.demoStartUsdt);
  const auth = new AuthService(d.config, users, codes, sessions, limiter, ledger, demo);
  const admin = new AdminService(d.db, d.clock, d.config.adminSessionTtlMs);
  const market = new MarketService(d.db, d.clock, d.log);
  const hub = new Hub();
  connectMarketToHub(market, hub);
  connectBalancesToHub(ledger, hub, d.log);
  const spot = new SpotService(d.db, d.clock, ledger, d.log, undefined, spotEventsTo(hub));
  const idempotency = new Idempotency(d.db, d.clock, (work) => ledger.transaction(work));
  const coins = new CoinsService(d.db, d.clock);
  const wallet = new WalletService({ db: d.db, clock: d.clock, ledger, coins, market, idempotency, users });
  const swap = new SwapService(d.db, d.clock, ledger, idempotency, market, coins);
  const withdrawals = new WithdrawalsService({ db: d.db, clock: d.clock, ledger, coins, users, codes, idempotency });
  const uploads = new UploadsService(d.db, d.clock, limiter, d.config);
  const deposits = new DepositsService({ db: d.db, clock: d.clock, coins, uploads, idempotency, ledger, audit: admin });
  return { uploads, deposits, withdrawals, swap, config: d.config, idempotency, coins, wallet, market, hub, spot, db: d.db, clock: d.clock, limiter, notifier, sessions, ledger, codes, users, demo, auth, admin };
}

export type Services = ReturnType<typeof createServices>;
