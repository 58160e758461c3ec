import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { API_KEY_MAX, API_KEY_MAX_IPS, type AdminApiKey, type ApiKey, type ApiKeyCreated, type ApiKeyPermission } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import { createApiKeysRepo, type ApiKeyRow } from './apikeys.repo.js';

/** The checks of creating a key, the same as a withdrawal's: the fund password, and the second factor when on. */
export type KeyGuards = {
  fundPassword: { verify(userId: number, password: string | undefined): Promise<void> };
  totp: { verify(userId: number, code: string | undefined): Promise<void> };
};

export type CreateKeyInput = {
  label?: string | undefined; spot: boolean; futures: boolean; ip_allow?: string | undefined;
  pay_password?: string | undefined; totp?: string | undefined;
};

/** A key as the signed API uses it: its row and its secret, opened. */
export type ActiveKey = { row: ApiKeyRow; secret: string };

/** last_used_at is written at most once a minute per key (a write per request would cost more than it tells). */
const TOUCH_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;

const permissionsOf = (r: ApiKeyRow): ApiKeyPermission[] =>
  ['read' as const, ...(r.can_spot === 1 ? ['spot' as const] : []), ...(r.can_futures === 1 ? ['futures' as const] : [])];

export function keyOut(r: ApiKeyRow): ApiKey {
  return {
    id: r.id, label: r.label, api_key: r.api_key, permissions: permissionsOf(r), mode: r.mode,
    ip_allow: r.ip_allow ? r.ip_allow.split(',') : [], status: r.status === 'deleted' ? 'revoked' : r.status,
    created_at: r.created_at, last_used_at: r.last_used_at,
  };
}

/** Parses an IP allow-list typed by a user: addresses separated by commas, spaces or new lines. */
export function parseIpList(text: string | undefined): string[] {
  const items = (text ?? '').split(/[\s,;]+/).map((s) => s.trim()).filter((s) => s.length > 0);
  if (items.length > API_KEY_MAX_IPS || items.some((ip) => isIP(ip) === 0)) fail('apikey_ip_invalid', { max: API_KEY_MAX_IPS });
  return [...new Set(items)];
}

/**
 * API keys of the Binance-compatible API: created with the fund password (and two-factor when on), the secret
 * sealed with the install's key and answered once; paused, resumed, deleted by their owner, revoked by the back office.
 */
export class ApiKeys {
  private readonly repo;
  private readonly opened = new Map<string, string>();
  private readonly touched = new Map<number, number>();
  private pruned = 0;

  constructor(db: Db, private readonly clock: Clock, private readonly secrets: SecretBox, private readonly guards: KeyGuards) {
    this.repo = createApiKeysRepo(db);
  }

  get store() {
    return this.repo;
  }

  async create(userId: number, mode: 'real' | 'demo', f: CreateKeyInput): Promise<ApiKeyCreated> {
    const label = (f.label ?? '').trim();
    if (label.length < 1 || label.length > 40) fail('apikey_label_invalid');
    const ips = parseIpList(f.ip_allow);
    if ((await this.repo.countLive(userId)) >= API_KEY_MAX) fail('apikey_limit_reached', { max: API_KEY_MAX });
    await this.guards.fundPassword.verify(userId, f.pay_password);
    await this.guards.totp.verify(userId, f.totp);
    const apiKey = randomBytes(32).toString('base64url').replace(/[-_]/g, 'x');
    const secret = randomBytes(32).toString('hex');
    const row = await this.repo.insert({
      user_id: userId, label, api_key: apiKey, secret_sealed: this.secrets.seal(secret), can_spot: f.spot ? 1 : 0, can_futures: f.futures ? 1 : 0,
      mode, ip_allow: ips.join(','), status: 'active', created_at: this.clock.now(), last_used_at: null, revoked_by: null, revoked_at: null,
    });
    return { key: keyOut(row), secret };
  }

  async list(userId: number): Promise<ApiKey[]> {
    return (await this.repo.ofUser(userId)).map(keyOut);
  }

  private async own(userId: number, id: number): Promise<ApiKeyRow> {
    const row = await this.repo.byId(id);
    if (!row || row.user_id !== userId || row.status === 'deleted') fail('apikey_not_found');
    return row;
  }

  async setPaused(userId: number, id: number, paused: boolean): Promise<ApiKey> {
    const row = await this.own(userId, id);
    if (row.status === 'revoked') fail('apikey_revoked');
    const status = paused ? 'paused' as const : 'active' as const;
    await this.repo.update(id, { status });
    return keyOut({ ...row, status });
  }

  async remove(userId: number, id: number): Promise<null> {
    await this.own(userId, id);
    await this.repo.update(id, { status: 'deleted', secret_sealed: '' });
    return null;
  }

  async adminList(q: { userId?: number | undefined; page: number; limit: number }): Promise<{ total: number; items: AdminApiKey[] }> {
    const r = await this.repo.page({ userId: q.userId, limit: q.limit, offset: (q.page - 1) * q.limit });
    return { total: r.total, items: r.items.map((k) => this.adminOut(k, k.username ?? k.email)) };
  }

  private adminOut(r: ApiKeyRow, user: string | null): AdminApiKey {
    return { ...keyOut(r), status: r.status === 'deleted' ? 'revoked' : r.status, user_id: r.user_id, user, revoked_by: r.revoked_by, revoked_at: r.revoked_at };
  }

  async revoke(adminId: number, id: number): Promise<AdminApiKey> {
    const row = await this.repo.byId(id);
    if (!row) fail('apikey_not_found');
    if (row.status === 'revoked' || row.status === 'deleted') return this.adminOut(row, null);
    const set = { status: 'revoked' as const, revoked_by: adminId, revoked_at: this.clock.now() };
    await this.repo.update(id, set);
    return this.adminOut({ ...row, ...set }, null);
  }

  /** The key of an X-MBX-APIKEY header with its secret opened, whatever its status (the caller checks it); null if unknown. */
  async find(apiKey: string): Promise<ActiveKey | null> {
    if (apiKey.length < 8 || apiKey.length > 100) return null;
    const row = await this.repo.byKey(apiKey);
    if (!row || row.status === 'deleted') return null;
    let secret = this.opened.get(row.secret_sealed);
    if (secret === undefined) {
      secret = this.secrets.open(row.secret_sealed);
      this.opened.set(row.secret_sealed, secret);
    }
    return { row, secret };
  }

  async touch(row: ApiKeyRow): Promise<void> {
    const now = this.clock.now();
    const last = this.touched.get(row.id) ?? row.last_used_at ?? 0;
    if (now - last < TOUCH_EVERY_MS) return;
    this.touched.set(row.id, now);
    await this.repo.update(row.id, { last_used_at: now });
  }

  /**
   * Records a signature for its window; false when the same signed request came before (a replay). Signatures past
   * their window are dropped here once a minute (no job needed: only signed traffic makes them).
   */
  async rememberSignature(keyId: number, signature: string, expiresAt: number): Promise<boolean> {
    const now = this.clock.now();
    if (now - this.pruned >= PRUNE_EVERY_MS) {
      this.pruned = now;
      await this.repo.pruneSignatures(now);
    }
    return this.repo.rememberSignature(keyId, signature, expiresAt);
  }

  pruneSignatures(now = this.clock.now()): Promise<number> {
    return this.repo.pruneSignatures(now);
  }

  /** Seals again every secret stored under a previous key (start-up after a key rotation). */
  async resealSecrets(): Promise<number> {
    const { items } = await this.repo.page({ limit: 1_000_000, offset: 0 });
    let n = 0;
    for (const k of items) {
      if (!k.secret_sealed || !this.secrets.needsReseal(k.secret_sealed)) continue;
      await this.repo.update(k.id, { secret_sealed: this.secrets.seal(this.secrets.open(k.secret_sealed)) });
      n += 1;
    }
    return n;
  }
}
