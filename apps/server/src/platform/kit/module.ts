import type { AdminRole } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Migration } from 'kysely';
import type { NatsConnection } from 'nats';
import type { Config } from '../../config.js';
import type { Bus } from '../bus/bus.js';
import type { Cluster } from '../cluster/cluster.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { Transactions } from '../db/transactions.js';
import type { Api } from '../http/api.js';
import type { ErrorSpecs } from '../http/errors.js';
import type { MessageCatalogue, Messages } from '../i18n/messages.js';
import type { Idempotency } from '../idempotency.js';
import type { JobSpec, Scheduler } from '../jobs/scheduler.js';
import type { Notifier } from '../notifier.js';
import type { RateLimiter } from '../rate-limiter.js';
import type { SecretBox } from '../security/secret-box.js';

/** Which admin roles may open each back-office resource (the superadmin passes every check). */
export type AdminAccess = Readonly<Record<string, readonly AdminRole[]>>;

/** What the platform gives every module: the same objects for all, made once per app. */
export type Platform = {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: Bus;
  jobs: Scheduler;
  limiter: RateLimiter;
  transactions: Transactions;
  idempotency: Idempotency;
  /** The back-office resources every module declared, with their roles. */
  adminAccess: AdminAccess;
  /** Every server message of the app (the platform's and every module's), for texts that are not errors. */
  messages: MessageCatalogue;
  /** Seals secrets at rest (TOTP secrets) with the install's key. */
  secrets: SecretBox;
  /** A delivery channel for codes other than the embedded outbox (production adapters, tests). */
  notifier?: Notifier | undefined;
  /**
   * Several API nodes only (BUS_URL): the node's open NATS connection, the one the bus uses (platform/bus/nats-bus.ts),
   * for what else speaks NATS (request/reply to a market's owner). Never closed by a module: main.ts closes it.
   */
  nats?: NatsConnection | undefined;
  /** Market ownership across API nodes (platform/cluster); absent, this process owns every market. */
  cluster?: Cluster | undefined;
};

export type Needs = Readonly<Record<string, AnyModule>>;

/** The public service a module's `create` answers. */
export type ServiceOf<M> = M extends { create(scope: never): infer S } ? S : never;
export type ServicesOf<N extends Needs> = { readonly [K in keyof N]: ServiceOf<N[K]> };

/** What a module's routes, jobs and subscriptions receive: its own service, the services it needs, the platform. */
export type Scope<S, N extends Needs> = { self: S; needs: ServicesOf<N>; platform: Platform };

/**
 * A product module's manifest (`modules/<name>/<name>.module.ts`): everything the platform collects from it. Methods
 * rather than function properties, so a module of any service type fits the list of `modules/index.ts`.
 */
export interface ModuleDef<Name extends string, S, N extends Needs> {
  readonly name: Name;
  /** The modules it uses, reached only through their public doors (their `index.ts`), listed before it. */
  readonly needs: N;
  /** The tables it owns: its migrations create them and only its repositories write them. */
  readonly tables: readonly (keyof Tables)[];
  /** Its migrations (SQLite and PostgreSQL), named `<yyyymmdd>_<module>_<what>` from the kit on. */
  readonly migrations: Readonly<Record<string, Migration>>;
  readonly errors: ErrorSpecs;
  /** Its server messages in all 15 languages; every error key has one. */
  readonly messages: Messages;
  /** The back-office resources its admin routes guard, with the roles that may open them. */
  readonly adminResources?: AdminAccess;
  create(scope: { platform: Platform; needs: ServicesOf<N> }): S;
  /** User routes, mounted under /api. */
  routes?(api: Api, scope: Scope<S, N>): void | Promise<void>;
  /** Back-office routes, mounted under /api (their paths start with /admin). */
  adminRoutes?(api: Api, scope: Scope<S, N>): void | Promise<void>;
  /** Scheduled jobs (platform/jobs): claimed once per period across server processes. */
  jobs?(scope: Scope<S, N>): readonly JobSpec[];
  /** Bus subscriptions; each answers the function that ends it. */
  subscriptions?(scope: Scope<S, N>): readonly (() => void)[];
  /** Work before the server listens (restoring books, funding platform accounts); tests call it when they need it. */
  start?(scope: Scope<S, N>): Promise<void>;
  /** Work once the server listens, in the background of the running API (the market feed and its back-fill). */
  listening?(scope: Scope<S, N>): Promise<void>;
  /** Work when the app closes. */
  stop?(scope: Scope<S, N>): void | Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the type every module fits
export interface AnyModule extends ModuleDef<string, unknown, Needs> {}

/** Declares a module; the types of its service and of the services it needs follow from the manifest. */
export function defineModule<const Name extends string, S, const N extends Needs = Readonly<Record<never, never>>>(def: ModuleDef<Name, S, N>): ModuleDef<Name, S, N> {
  return def;
}

/** The services of a list of modules, by module name: what `app.services` holds. */
export type ServicesOfList<L extends readonly AnyModule[]> = { readonly [M in L[number] as M['name']]: ServiceOf<M> };
