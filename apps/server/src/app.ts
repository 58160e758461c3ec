import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Api } from './platform/http/api.js';
import { createServices, type Services } from './services.js';
import { answerFrameworkError, installErrorHandling, notFound } from './platform/http/error-handler.js';
import { installRequestContext } from './platform/http/context.js';
import { installInputGuard } from './platform/http/input-guard.js';
import { installApiDocs } from './platform/http/openapi.js';
import { defaultAppDirs, installStaticApps, type AppDirs } from './platform/http/static-apps.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { Database } from './platform/db/database.js';
import type { Notifier } from './platform/notifier.js';
import { registerRoutes } from './routes.js';
import { registerRealtime } from './modules/realtime/index.js';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  notifier?: Notifier;
  logger?: boolean | { level: string };
  /** Tests only: declares extra routes (or an onRoute hook) before the API routes are registered. */
  extraRoutes?: (app: Api) => void;
  /** Where the built web and admin apps are; null serves the API only. */
  appDirs?: AppDirs | null;
};

export type App = FastifyInstance & { services: Services };

/** Builds the whole API without listening: tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    requestTimeout: 60_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Bodies are form-encoded or JSON (uploads multipart); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestContext(app);
  installErrorHandling(app);
  installInputGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  await app.register(rateLimit, {
    max: deps.config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: ctx.statusCode }),
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 40 } });
  await installApiDocs(app);
  deps.extraRoutes?.(app);

  const services = createServices({
    config: deps.config,
    db: deps.database.db,
    clock: deps.clock ?? systemClock,
    notifier: deps.notifier,
    log: app.log,
  });
  await registerRealtime(app, services);
  await app.register(async (api) => registerRoutes(api.withTypeProvider<ZodTypeProvider>(), services), { prefix: '/api' });
  const pages = deps.appDirs === null ? null : await installStaticApps(app, deps.appDirs ?? defaultAppDirs);
  app.setNotFoundHandler((request, reply) => pages?.fallback(request, reply) ?? notFound(request, reply));
  app.decorate('services', services);
  app.addHook('onClose', async () => services.hub.close());
  return app as unknown as App;
}
