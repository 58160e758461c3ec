import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import type { Db, Tx } from './db/database.js';
import { inTransaction } from './db/transactions.js';
import { AppError } from './http/errors.js';

/** A JSON answer: what a money request returns on the wire (decimal strings, never bigint). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;

/** The idempotency key of a request: the `Idempotency-Key` header, else an `idempotency_key` body field. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' ? body.idempotency_key : undefined;
  const key = fromHeader ?? (typeof fromBody === 'string' ? fromBody : undefined);
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError('idempotency_key_invalid');
  return key;
}

/** A digest of what was asked, so a reused key with a different request is refused instead of answered. */
export function fingerprintOf(request: unknown): string {
  const canonical = JSON.stringify(request, (_k, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([k]) => k !== 'idempotency_key').sort(([a], [b]) => (a < b ? -1 : 1)));
    }
    return v;
  });
  return createHash('sha256').update(canonical ?? 'null').digest('hex');
}

export type OnceInput = { userId: number; scope: string; key: string | undefined; request: unknown };

/**
 * Runs a money request once per (user, scope, key). The key row is written first in the same transaction as the
 * work, so a concurrent repeat waits on it (PostgreSQL) or queues behind it (SQLite) and then answers the stored
 * result; a failed first attempt stores nothing, so a retry does the work. Without a key the work simply runs.
 */
export type TransactionRunner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export class Idempotency {
  /** `run` opens the transactions (the ledger's, so its commit listeners hear of the postings made inside). */
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly run: TransactionRunner = (work) => inTransaction(db, work)) {}

  async once<T extends Json>(input: OnceInput, work: (tx: Tx) => Promise<T>): Promise<T> {
    const { key } = input;
    if (key === undefined) return this.run(work);
    const fingerprint = fingerprintOf(input.request);
    const stored = await this.stored<T>(input, fingerprint);
    if (stored !== undefined) return stored;
    try {
      return await this.run(async (tx) => {
        await tx.insertInto('idempotency_keys').values({
          user_id: input.userId, scope: input.scope, key, fingerprint, response: '', created_at: this.clock.now(),
        }).execute();
        const result = await work(tx);
        await tx.updateTable('idempotency_keys').set({ response: JSON.stringify(result) })
          .where('user_id', '=', input.userId).where('scope', '=', input.scope).where('key', '=', key).execute();
        return result;
      });
    } catch (error) {
      // Lost a race to a twin request: answer what the twin answered.
      const twin = await this.stored<T>(input, fingerprint);
      if (twin !== undefined) return twin;
      throw error;
    }
  }

  private async stored<T extends Json>(input: OnceInput, fingerprint: string): Promise<T | undefined> {
    const row = await this.db.selectFrom('idempotency_keys').select(['fingerprint', 'response'])
      .where('user_id', '=', input.userId).where('scope', '=', input.scope).where('key', '=', input.key ?? '')
      .executeTakeFirst();
    if (!row || row.response === '') return undefined;
    if (row.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
    return JSON.parse(row.response) as T;
  }
}
