import { LANGS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import type { Migration } from 'kysely';
import type { Messages } from '../i18n/messages.js';
import { noMessages } from '../i18n/messages.js';
import { collectAdminAccess, collectErrors, collectMessages, collectMigrations, collectTables, composeModules } from './compose.js';
import { defineModule, type AnyModule, type Platform } from './module.js';

const everyLanguage = (texts: Record<string, string>): Messages => Object.fromEntries(LANGS.map((l) => [l, texts])) as Messages;
const migration: Migration = { up: async () => undefined };
const base = {} as Omit<Platform, 'adminAccess' | 'messages'>;

const a = defineModule({
  name: 'a', needs: {}, tables: [], migrations: { '20261124_a_one': migration }, errors: { a_failed: { code: 7001, http: 409 } },
  messages: everyLanguage({ a_failed: 'A failed.' }), adminResources: { things: ['finance'] },
  create: () => ({ hello: () => 'from a' }),
});
const b = defineModule({
  name: 'b', needs: { first: a }, tables: [], migrations: {}, errors: {}, messages: noMessages,
  create: ({ needs }) => ({ greet: () => `b heard ${needs.first.hello()}` }),
});

describe('the module kit', () => {
  it('creates modules in list order, each with the services of the modules it needs, by its own names', () => {
    const composed = composeModules([a, b], base);
    expect(composed.services.b.greet()).toBe('b heard from a');
    expect(composed.platform.adminAccess).toEqual({ things: ['finance'] });
    expect(composed.messages.translate('de', 'a_failed')).toBe('A failed.');
  });

  it('refuses a module listed before a module it needs, or listed twice', () => {
    expect(() => composeModules([b, a], base)).toThrow(/b needs a .*before it/);
    expect(() => composeModules([a, a], base)).toThrow(/listed twice/);
  });

  it('refuses an error key or code declared twice, and an error without a message', () => {
    const sameKey = { ...a, name: 'c', errors: { a_failed: { code: 7002, http: 409 } } } as AnyModule;
    const sameCode = { ...a, name: 'c', errors: { c_failed: { code: 7001, http: 409 } }, messages: everyLanguage({ c_failed: 'C.' }) } as AnyModule;
    const platformCode = { ...a, name: 'c', errors: { c_failed: { code: 999, http: 401 } }, messages: everyLanguage({ c_failed: 'C.' }) } as AnyModule;
    expect(() => collectErrors([a, sameKey])).toThrow(/a_failed .* clashes with a/);
    expect(() => collectErrors([a, sameCode])).toThrow(/7001/);
    expect(() => collectErrors([platformCode])).toThrow(/clashes with platform/);
    const silent = { ...a, messages: noMessages } as AnyModule;
    expect(() => collectMessages([silent], collectErrors([silent]))).toThrow(/without a message: a_failed/);
  });

  it('refuses a migration, a table or a back-office resource claimed twice', () => {
    const twin = { ...a, name: 'c' } as AnyModule;
    expect(() => collectMigrations({}, [a, twin])).toThrow(/20261124_a_one/);
    expect(Object.keys(collectMigrations({ '0001_p': migration }, [a]))).toEqual(['0001_p', '20261124_a_one']);
    expect(() => collectAdminAccess([a, twin])).toThrow(/things/);
    const owner = { ...a, tables: ['users'] } as AnyModule;
    expect(() => collectTables([owner, { ...owner, name: 'c' } as AnyModule])).toThrow(/users is claimed by c and a/);
    expect(() => collectTables([{ ...a, tables: ['jobs'] } as AnyModule])).toThrow(/jobs is claimed by a and platform/);
  });
});
