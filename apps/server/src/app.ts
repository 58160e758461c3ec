import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { NatsConnection } from 'nats';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRateLimits } from './api-limits.js';
import type { Config } from './config.js';
import { modules } from './modules/index.js';
import { registerBinanceApi } from './modules/openapi/index.js';
import { LocalBus, type Bus } from './platform/bus/bus.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { Cluster } from './platform/cluster/index.js';
import type { Database } from './platform/db/database.js';
import { Transactions } from './platform/db/transactions.js';
import type { Api } from './platform/http/api.js';
import { installRequestContext } from './platform/http/context.js';
import { frameworkErrorAnswerer, installErrorHandling, notFound, type Catalogues } from './platform/http/error-handler.js';
import { installInputGuard } from './platform/http/input-guard.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { rememberingSerializerCompiler } from './platform/http/serializer.js';
import { installApiDocs } from './platform/http/openapi.js';
import { installApiRateLimit } from './platform/http/rate-limits.js';
import { defaultAppDirs, installStaticApps, type AppDirs } from './platform/http/static-apps.js';
import { Idempotency } from './platform/idempotency.js';
import { Scheduler } from './platform/jobs/scheduler.js';
import { collectErrors, collectMessages, composeModules, type Composition } from './platform/kit/compose.js';
import type { Platform } from './platform/kit/module.js';
import type { Notifier } from './platform/notifier.js';
import { RateLimiter } from './platform/rate-limiter.js';
import { openSecretBox } from './platform/security/secret-box.js';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  notifier?: Notifier;
  /** Another bus than the in-process one (a broker shared by several API nodes). */
  bus?: Bus;
  /** Several API nodes: the NATS connection the bus uses, handed to the modules as `platform.nats` (its owner closes it). */
  nats?: NatsConnection;
  /** Market ownership and routing when several API nodes share the database (platform/cluster). */
  cluster?: Cluster;
  logger?: boolean | { level: string };
  /** Tests only: declares extra routes (or an onRoute hook) before the API routes are registered. */
  extraRoutes?: (app: Api) => void;
  /** Where the built web and admin apps are; null serves the API only. */
  appDirs?: AppDirs | null;
};

type Modules = typeof modules;

export type App = FastifyInstance & {
  /** Every module's public service, by module name. */
  services: Composition<Modules>['services'];
  /** The platform the modules share (database, clock, bus, scheduler...). */
  platform: Platform;
  /** The modules' start-up work before listening (restoring books, funding platform accounts); tests call it when they need it. */
  start(): Promise<void>;
  /** The modules' work once the server listens (the market feed and its back-fill). */
  listening(): Promise<void>;
};

/** Builds the whole API without listening: tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  // The catalogues come first: the framework's own errors (before routing) are answered with them too.
  const errors = collectErrors(modules);
  const catalogues: Catalogues = { errors, messages: collectMessages(modules, errors) };
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    requestTimeout: 60_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: frameworkErrorAnswerer(catalogues),
  }).withTypeProvider<ZodTypeProvider>();

  // Bodies are form-encoded or JSON (uploads multipart); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(rememberingSerializerCompiler);
  installRequestContext(app);
  installErrorHandling(app, catalogues);
  installInputGuard(app);

  installSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 40 } });
  await installApiDocs(app);
  deps.extraRoutes?.(app);

  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const transactions = new Transactions(db, app.log);
  const composition = composeModules(modules, {
    config: deps.config, db, clock, log: app.log, notifier: deps.notifier, secrets: openSecretBox(deps.config),
    bus: deps.bus ?? new LocalBus(app.log),
    nats: deps.nats,
    cluster: deps.cluster,
    jobs: new Scheduler(db, clock, app.log),
    limiter: new RateLimiter(db, clock),
    transactions,
    idempotency: new Idempotency(db, clock, (work) => transactions.run(work)),
  }, catalogues);
  // The rate limit lives inside the /api scope: the static files of the apps below never count against it.
  const limits = apiRateLimits(deps.config, { users: composition.services.users, admins: composition.services.backoffice });
  // One websocket server for the app: /api/ws (realtime) and the Binance streams under /binance share it.
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  await app.register(async (api) => {
    await installApiRateLimit(api, limits);
    await composition.registerRoutes(api.withTypeProvider<ZodTypeProvider>());
  }, { prefix: '/api' });
  // The Binance-compatible API (modules/openapi): its own signing, weights and error shape.
  await app.register((binance) => registerBinanceApi(binance, composition.services.openapi), { prefix: '/binance' });
  const pages = deps.appDirs === null ? null : await installStaticApps(app, deps.appDirs ?? defaultAppDirs);
  app.setNotFoundHandler((request, reply) => pages?.fallback(request, reply) ?? notFound(catalogues, request, reply));
  const platform = composition.platform;
  app.decorate('services', composition.services);
  app.decorate('platform', platform);
  app.decorate('start', () => composition.start());
  app.decorate('listening', () => composition.listening());
  app.addHook('onClose', async () => {
    await platform.jobs.stop();
    await composition.stop();
  });
  return app as unknown as App;
}
