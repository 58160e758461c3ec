import { describe, expect, it } from 'vitest';
import { assertFeedAllowed, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has an embedded default for every value', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development', port: 8080, host: '0.0.0.0', dataDir: './data',
      database: { kind: 'sqlite', file: './data/candor.db' }, devOutbox: false, logLevel: 'info',
      sessionTtlMs: 7 * 24 * 3_600_000, adminSessionTtlMs: 8 * 3_600_000, rateLimitPerMinute: 600, rateLimitAnonPerMinute: 1200, rateLimitAuthPerMinute: 60,
      inviteCodeRequired: false, demoStartUsdt: '100000', firstAdminUsername: 'admin',
    });
    expect(c.trustProxy).toBe(false);
    expect(c.firstAdminPassword).toBeUndefined();
  });

  it('reads PORT, refusing values that are not a port', () => {
    expect(loadConfig({ PORT: '3000' }).port).toBe(3000);
    expect(() => loadConfig({ PORT: '70000' })).toThrow();
    expect(() => loadConfig({ PORT: 'http' })).toThrow();
    expect(() => loadConfig({ PORT: '80.5' })).toThrow();
  });

  it('refuses DEV_OUTBOX=1 with NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
  });

  it('reads flags strictly', () => {
    expect(loadConfig({ INVITE_CODE_REQUIRED: '1' }).inviteCodeRequired).toBe(true);
    expect(loadConfig({ INVITE_CODE_REQUIRED: 'true' }).inviteCodeRequired).toBe(true);
    expect(loadConfig({ INVITE_CODE_REQUIRED: '0' }).inviteCodeRequired).toBe(false);
    expect(loadConfig({ INVITE_CODE_REQUIRED: '' }).inviteCodeRequired).toBe(false);
    expect(() => loadConfig({ INVITE_CODE_REQUIRED: 'yes' })).toThrow();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });

  it('follows the simulation by default, a Binance-format stream when asked', () => {
    expect(loadConfig({})).toMatchObject({ marketFeed: 'sim', marketFeedUrl: 'wss://stream.binance.com:9443' });
    expect(loadConfig({ MARKET_FEED: 'binance', MARKET_FEED_URL: 'ws://127.0.0.1:9000' })).toMatchObject({ marketFeed: 'binance', marketFeedUrl: 'ws://127.0.0.1:9000' });
    expect(() => loadConfig({ MARKET_FEED: 'other' })).toThrow();
    expect(() => loadConfig({ MARKET_FEED_URL: 'http://x' })).toThrow();
  });

  it('pauses a market after 10 s of feed silence by default (MARKET_STALE_MS)', () => {
    expect(loadConfig({}).marketStaleMs).toBe(10_000);
    expect(loadConfig({ MARKET_STALE_MS: '30000' }).marketStaleMs).toBe(30_000);
    expect(() => loadConfig({ MARKET_STALE_MS: '10' })).toThrow();
  });

  it('refuses the simulated feed in production unless the operator says so (ALLOW_SIMULATED_FEED=1)', () => {
    const prod = { NODE_ENV: 'production', SECRETS_KEY: '7e57'.repeat(16) };
    expect(() => assertFeedAllowed(loadConfig(prod))).toThrow(/MARKET_FEED=sim.*ALLOW_SIMULATED_FEED=1/);
    expect(() => assertFeedAllowed(loadConfig({ ...prod, MARKET_FEED: 'sim', ALLOW_SIMULATED_FEED: '0' }))).toThrow(/ALLOW_SIMULATED_FEED/);
    expect(() => assertFeedAllowed(loadConfig({ ...prod, ALLOW_SIMULATED_FEED: '1' }))).not.toThrow();
    expect(() => assertFeedAllowed(loadConfig({ ...prod, MARKET_FEED: 'binance' }))).not.toThrow();
    expect(() => assertFeedAllowed(loadConfig({ ...prod, MARKET_FEED: 'off' }))).not.toThrow();
    expect(() => assertFeedAllowed(loadConfig({}))).not.toThrow();
    expect(() => assertFeedAllowed(loadConfig({ NODE_ENV: 'test' }))).not.toThrow();
  });

  it('chooses PostgreSQL only for a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgresql://u@h/db' });
    expect(loadConfig({ DATABASE_URL: 'mysql://u@h/db', DATA_DIR: '/var/candor' }).database).toEqual({ kind: 'sqlite', file: '/var/candor/candor.db' });
  });

  it('converts hours to milliseconds and validates the rest', () => {
    const c = loadConfig({ SESSION_TTL_HOURS: '2', ADMIN_SESSION_TTL_HOURS: '1', DEMO_START_USDT: '5000', LOG_LEVEL: 'silent' });
    expect(c).toMatchObject({ sessionTtlMs: 7_200_000, adminSessionTtlMs: 3_600_000, demoStartUsdt: '5000', logLevel: 'silent' });
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow();
    expect(() => loadConfig({ DEMO_START_USDT: '1e5' })).toThrow();
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow();
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow();
    expect(() => loadConfig({ FIRST_ADMIN_USERNAME: 'ab' })).toThrow();
  });
});
