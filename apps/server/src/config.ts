import { hostname } from 'node:os';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEV_OUTBOX: flag,
  TEST_CLOCK: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  ADMIN_SESSION_TTL_HOURS: z.coerce.number().int().positive().default(8),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_ANON_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(60),
  INVITE_CODE_REQUIRED: flag,
  DEMO_START_USDT: z.string().regex(/^\d+$/).default('100000'),
  FIRST_ADMIN_USERNAME: z.string().min(3).default('admin'),
  FIRST_ADMIN_PASSWORD: z.string().min(12).optional(),
  TRUST_PROXY: flag,
  MARKET_FEED: z.enum(['sim', 'binance', 'off']).default('sim'),
  MARKET_FEED_URL: z.string().regex(/^wss?:\/\/[^\s]+$/).default('wss://stream.binance.com:9443'),
  MARKET_SEED: z.coerce.number().int().min(0).optional(),
  MARKET_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  MARKET_STALE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  ALLOW_SIMULATED_FEED: flag,
  MARKET_MAKER: z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true'),
  SECRETS_KEY: z.string().optional(),
  SECRETS_KEY_PREVIOUS: z.string().optional(),
  NOTIFY_EMAIL: z.enum(['outbox', 'smtp']).default('outbox'),
  NOTIFY_SMS: z.enum(['outbox', 'http']).default('outbox'),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Candor <no-reply@localhost>'),
  SMS_URL: z.string().optional(),
  SMS_KEY: z.string().optional(),
  WALLET_LOGIN_DOMAIN: z.string().optional(),
  WALLET_LOGIN_CHAIN_ID: z.coerce.number().int().positive().default(1),
  SIM_PARTICIPANTS: z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true'),
  BUS_URL: z.string().regex(/^nats:\/\/[^\s]+$/, 'BUS_URL must be nats://host:port').optional(),
  NODE_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'NODE_ID: letters, digits, - and _').optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  devOutbox: boolean;
  /** Browser journeys only: the clock is the system time plus an offset POST /api/dev/clock moves (refused in production). */
  testClock: boolean;
  logLevel: string;
  sessionTtlMs: number;
  adminSessionTtlMs: number;
  /** API calls per minute of one signed-in account (user or admin). */
  rateLimitPerMinute: number;
  /** Anonymous API calls per minute of one address. */
  rateLimitAnonPerMinute: number;
  /** Calls per minute of one address to the login, code and registration paths. */
  rateLimitAuthPerMinute: number;
  inviteCodeRequired: boolean;
  demoStartUsdt: string;
  firstAdminUsername: string;
  /** Optional fixed first-admin password (automated deployments, browser tests); otherwise one is generated. */
  firstAdminPassword: string | undefined;
  /** Read the client address from X-Forwarded-For; only behind a proxy you run, or clients could pick their IP. */
  trustProxy: boolean;
  /**
   * The price feed: the seeded simulation, a Binance-format public trade stream at `marketFeedUrl` (a real exchange,
   * or a local server of recorded frames in the browser tests), or none (tests drive the market service directly).
   */
  marketFeed: 'sim' | 'binance' | 'off';
  /** Base URL of the Binance-format stream (MARKET_FEED=binance); /stream?streams=... is added. */
  marketFeedUrl: string;
  marketSeed: number | undefined;
  /** How often the simulated feed moves every market. */
  marketTickMs: number;
  /** A market whose feed is silent longer than this is stale: its trading, triggers and settlements pause. */
  marketStaleMs: number;
  /** NODE_ENV=production with MARKET_FEED=sim: the operator said explicitly that the install runs on simulated prices. */
  allowSimulatedFeed: boolean;
  /** Whether the platform's market maker quotes the spot books (funded through the ledger). */
  marketMaker: boolean;
  /** Simulated participants trade the spot books of a trial install; always off when NODE_ENV=production. */
  simParticipants: boolean;
  /** The key sealing secrets at rest (platform/security/secret-box.ts); undefined: generated into dataDir on a trial install. */
  secretsKey: string | undefined;
  /** Keys of before a rotation (comma-separated in SECRETS_KEY_PREVIOUS): read until every secret is sealed again. */
  secretsKeysPrevious: string[];
  /** How codes are delivered: the embedded outbox, or SMTP (email) and an HTTP SMS provider. */
  delivery: {
    email: 'outbox' | 'smtp'; sms: 'outbox' | 'http';
    smtpUrl: string | undefined; smtpFrom: string; smsUrl: string | undefined; smsKey: string | undefined;
  };
  /** Wallet login: the domain a SIWE message must name (undefined: the request's Host), and the EVM chain id. */
  walletLogin: { domain: string | undefined; chainId: number };
  /**
   * Several API nodes (BUS_URL=nats://...): the bus on NATS JetStream, and `node`, this node's stable name (NODE_ID;
   * by default the host name and port), which its durable consumers carry. undefined: one process, the in-process bus.
   */
  cluster: { busUrl: string; node: string } | undefined;
};

/**
 * A trial install is anything but NODE_ENV=production: it funds the platform's liquidity from the outside world (trial
 * liquidity) and may run simulated participants; production does neither.
 */
export const isTrialInstall = (config: Pick<Config, 'env'>): boolean => config.env !== 'production';

/**
 * Production never trades real money on simulated prices by itself: NODE_ENV=production with MARKET_FEED=sim (the
 * default) refuses to start unless the operator sets ALLOW_SIMULATED_FEED=1. main.ts checks it before anything
 * starts, and the market module again before the simulation would run.
 */
export function assertFeedAllowed(config: Pick<Config, 'env' | 'marketFeed' | 'allowSimulatedFeed'>): void {
  if (config.env !== 'production' || config.marketFeed !== 'sim' || config.allowSimulatedFeed) return;
  throw new Error('MARKET_FEED=sim runs on simulated prices and is refused when NODE_ENV=production: set MARKET_FEED=binance '
    + "(a real exchange's public stream) or MARKET_FEED=off, or ALLOW_SIMULATED_FEED=1 to run on simulated prices knowingly");
}

/** Reads the environment into a typed config; every value has an embedded default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  if (e.DEV_OUTBOX && e.NODE_ENV === 'production') {
    throw new Error('DEV_OUTBOX=1 exposes verification codes and is refused when NODE_ENV=production');
  }
  if (e.TEST_CLOCK && e.NODE_ENV === 'production') throw new Error('TEST_CLOCK=1 lets a caller move time and is refused when NODE_ENV=production');
  if (e.NOTIFY_EMAIL === 'smtp' && !e.SMTP_URL) throw new Error('NOTIFY_EMAIL=smtp needs SMTP_URL (smtp://user:pass@host:587)');
  if (e.NOTIFY_SMS === 'http' && !e.SMS_URL) throw new Error('NOTIFY_SMS=http needs SMS_URL (and SMS_KEY)');
  const pg = e.DATABASE_URL !== undefined && /^postgres(ql)?:\/\//.test(e.DATABASE_URL);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: pg ? { kind: 'postgres', url: e.DATABASE_URL as string } : { kind: 'sqlite', file: `${e.DATA_DIR}/candor.db` },
    devOutbox: e.DEV_OUTBOX,
    testClock: e.TEST_CLOCK,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    adminSessionTtlMs: e.ADMIN_SESSION_TTL_HOURS * 3_600_000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitAnonPerMinute: e.RATE_LIMIT_ANON_PER_MINUTE,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    inviteCodeRequired: e.INVITE_CODE_REQUIRED,
    demoStartUsdt: e.DEMO_START_USDT,
    firstAdminUsername: e.FIRST_ADMIN_USERNAME,
    firstAdminPassword: e.FIRST_ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    marketFeed: e.MARKET_FEED,
    marketFeedUrl: e.MARKET_FEED_URL,
    marketSeed: e.MARKET_SEED,
    marketTickMs: e.MARKET_TICK_MS,
    marketStaleMs: e.MARKET_STALE_MS,
    allowSimulatedFeed: e.ALLOW_SIMULATED_FEED,
    marketMaker: e.MARKET_MAKER,
    simParticipants: e.SIM_PARTICIPANTS && e.NODE_ENV !== 'production',
    secretsKey: e.SECRETS_KEY || undefined,
    secretsKeysPrevious: (e.SECRETS_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter((k) => k.length > 0),
    delivery: { email: e.NOTIFY_EMAIL, sms: e.NOTIFY_SMS, smtpUrl: e.SMTP_URL, smtpFrom: e.SMTP_FROM, smsUrl: e.SMS_URL, smsKey: e.SMS_KEY },
    walletLogin: { domain: e.WALLET_LOGIN_DOMAIN, chainId: e.WALLET_LOGIN_CHAIN_ID },
    cluster: e.BUS_URL ? { busUrl: e.BUS_URL, node: e.NODE_ID ?? `${hostname().replace(/[^A-Za-z0-9_-]/g, '_')}-${e.PORT}` } : undefined,
  };
}
