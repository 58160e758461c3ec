import type { Migration } from 'kysely';
import { platformTables } from '../db/tables.js';
import type { Api } from '../http/api.js';
import { ErrorCatalogue, platformErrors, type ErrorSpec } from '../http/errors.js';
import { MessageCatalogue, platformMessages } from '../i18n/messages.js';
import type { AdminAccess, AnyModule, Platform, Scope, ServicesOfList } from './module.js';

type AnyScope = Scope<unknown, AnyModule['needs']>;

function checkOrder(list: readonly AnyModule[]): void {
  const seen = new Set<AnyModule>();
  const names = new Set<string>();
  for (const m of list) {
    if (names.has(m.name)) throw new Error(`module ${m.name} is listed twice`);
    for (const [as, need] of Object.entries(m.needs)) {
      if (!seen.has(need)) throw new Error(`module ${m.name} needs ${need.name} (as ${as}): list ${need.name} before it in modules/index.ts`);
    }
    seen.add(m);
    names.add(m.name);
  }
}

/** Every error of the platform and the modules; a key or a code declared twice stops the start. */
export function collectErrors(list: readonly AnyModule[]): ErrorCatalogue {
  const byKey = new Map<string, ErrorSpec & { owner: string }>();
  const byCode = new Map<number, string>();
  const parts: [string, Readonly<Record<string, ErrorSpec>>][] = [['platform', platformErrors], ...list.map((m): [string, Readonly<Record<string, ErrorSpec>>] => [m.name, m.errors])];
  for (const [owner, errors] of parts) {
    for (const [key, spec] of Object.entries(errors)) {
      const clash = byKey.get(key)?.owner ?? byCode.get(spec.code);
      if (clash) throw new Error(`error ${key} (${spec.code}) of ${owner} clashes with ${clash}`);
      byKey.set(key, { ...spec, owner });
      byCode.set(spec.code, `${owner}.${key}`);
    }
  }
  return new ErrorCatalogue([...byKey].map(([k, { code, http }]) => [k, { code, http }]));
}

/** Every message of the platform and the modules; every error key must have an English message. */
export function collectMessages(list: readonly AnyModule[], errors: ErrorCatalogue): MessageCatalogue {
  const catalogue = new MessageCatalogue([platformMessages, ...list.map((m) => m.messages)]);
  const missing = errors.entries().map(([k]) => k).filter((k) => !catalogue.has(k));
  if (missing.length > 0) throw new Error(`errors without a message: ${missing.join(', ')}`);
  return catalogue;
}

/** The migrations of the platform and every module, by name (the migrator runs them in name order). */
export function collectMigrations(platform: Readonly<Record<string, Migration>>, list: readonly AnyModule[]): Record<string, Migration> {
  const out: Record<string, Migration> = { ...platform };
  for (const m of list) {
    for (const [name, migration] of Object.entries(m.migrations)) {
      if (Object.hasOwn(out, name)) throw new Error(`migration ${name} of ${m.name} is declared twice`);
      out[name] = migration;
    }
  }
  return out;
}

/** Every table with its owner: the platform's and each module's; a table owned twice stops the start. */
export function collectTables(list: readonly AnyModule[]): Map<string, string> {
  const owners = new Map<string, string>(platformTables.map((t) => [t, 'platform']));
  for (const m of list) {
    for (const t of m.tables) {
      const other = owners.get(t);
      if (other) throw new Error(`table ${t} is claimed by ${m.name} and ${other}`);
      owners.set(t, m.name);
    }
  }
  return owners;
}

export function collectAdminAccess(list: readonly AnyModule[]): AdminAccess {
  const out: Record<string, AdminAccess[string]> = {};
  for (const m of list) {
    for (const [resource, roles] of Object.entries(m.adminResources ?? {})) {
      if (Object.hasOwn(out, resource)) throw new Error(`back-office resource ${resource} of ${m.name} is declared twice`);
      out[resource] = roles;
    }
  }
  return out;
}

export type Composition<L extends readonly AnyModule[]> = {
  services: ServicesOfList<L>;
  platform: Platform;
  errors: ErrorCatalogue;
  messages: MessageCatalogue;
  /** Registers every module's user and back-office routes on the /api instance. */
  registerRoutes(api: Api): Promise<void>;
  /** The modules' start-up work, in list order (the server, and tests that need it). */
  start(): Promise<void>;
  /** The modules' work once the server listens, in list order. */
  listening(): Promise<void>;
  /** Ends subscriptions and runs the modules' stop work, in reverse order. */
  stop(): Promise<void>;
};

/**
 * Builds the app's modules in list order: each gets the platform and the services of the modules it needs (never a
 * bag of all), then its jobs and bus subscriptions are registered.
 */
export function composeModules<const L extends readonly AnyModule[]>(list: L, base: Omit<Platform, 'adminAccess' | 'messages'>,
  catalogues?: { errors: ErrorCatalogue; messages: MessageCatalogue }): Composition<L> {
  checkOrder(list);
  collectTables(list);
  const errors = catalogues?.errors ?? collectErrors(list);
  const messages = catalogues?.messages ?? collectMessages(list, errors);
  const platform: Platform = { ...base, adminAccess: collectAdminAccess(list), messages };
  const created = new Map<AnyModule, unknown>();
  const scopes: [AnyModule, AnyScope][] = [];
  for (const m of list) {
    const needs = Object.fromEntries(Object.entries(m.needs).map(([as, dep]) => [as, created.get(dep)]));
    const self = m.create({ platform, needs });
    created.set(m, self);
    scopes.push([m, { self, needs, platform }]);
  }
  const unsubscribe: (() => void)[] = [];
  for (const [m, scope] of scopes) {
    for (const job of m.jobs?.(scope) ?? []) platform.jobs.register(job);
    unsubscribe.push(...(m.subscriptions?.(scope) ?? []));
  }
  const services = Object.fromEntries(list.map((m) => [m.name, created.get(m)])) as ServicesOfList<L>;
  return {
    services, platform, errors, messages,
    async registerRoutes(api) {
      for (const [m, scope] of scopes) {
        await m.routes?.(api, scope);
        await m.adminRoutes?.(api, scope);
      }
    },
    async start() {
      for (const [m, scope] of scopes) await m.start?.(scope);
    },
    async listening() {
      for (const [m, scope] of scopes) await m.listening?.(scope);
    },
    async stop() {
      for (const off of unsubscribe.splice(0)) off();
      for (const [m, scope] of [...scopes].reverse()) await m.stop?.(scope);
    },
  };
}
