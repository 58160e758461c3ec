import { randomBytes } from 'node:crypto';
import {
  DEFAULT_DECIMALS, PROOF_VERSION, USER_ACCOUNT_KINDS, formatAmount, type ProofCoverage, type ProofFile, type ProofRoot,
} from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { fail } from '../../platform/http/errors.js';
import type { JobContext } from '../../platform/jobs/scheduler.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { LedgerService } from '../ledger/index.js';
import { createProofRepo, type LeafRow, type RootRow } from './proof.repo.js';
import { buildLevels, leafHash, pathOf, rootOf, saltOf } from './proof.tree.js';

/** Which accounts are liabilities: every real account a user holds (funding = spot, options, futures, trust), available and locked. */
export const PROOF_KINDS = USER_ACCOUNT_KINDS;
const DAY_MS = 86_400_000;
/** Days a catch-up reaches back after downtime (older days are not rebuilt). */
const CATCH_UP_DAYS = 7;
const CACHE = 8;

export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const startOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);

type Levels = ReturnType<typeof buildLevels>;

/** A user's amount in one asset. */
export type OwedRow = { ownerId: number; asset: string; atoms: bigint };
/**
 * A product that moves users' money into a platform account while it is still owed to them (C2C escrow, IEO tokens
 * paid for): its public read of what it owed each user at a moment, inside the proof's transaction.
 */
export type CommittedSource = { product: string; committedAt: (at: number, tx?: Tx) => Promise<OwedRow[]> };

/** Adds rows of the same user and asset together. */
export function mergeOwed(...lists: readonly (readonly OwedRow[])[]): OwedRow[] {
  const out = new Map<string, OwedRow>();
  for (const list of lists) {
    for (const r of list) {
      const key = `${r.asset}|${r.ownerId}`;
      const had = out.get(key);
      out.set(key, { ownerId: r.ownerId, asset: r.asset, atoms: (had?.atoms ?? 0n) + r.atoms });
    }
  }
  return [...out.values()];
}

/**
 * Proof of liabilities. Once a day the job snapshots every user's real balances at 00:00 UTC from the journal, builds
 * one Merkle sum tree per asset (leaves salted from each user's sealed secret, ordered by hash) and publishes the
 * roots and totals. A user reads their leaf and path; anyone can check it against the published root. A negative
 * balance refuses the whole day (the job fails and the back office's jobs screen shows it).
 */
export class ProofService {
  private readonly repo;
  private readonly cache = new Map<string, Levels>();

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly transactions: Transactions,
    private readonly ledger: LedgerService, private readonly secrets: SecretBox, private readonly committed: readonly CommittedSource[] = []) {
    this.repo = createProofRepo(db);
  }

  /** The job: every day from the one after the last published (at most a week back) up to the period's day. */
  async daily(ctx: Pick<JobContext, 'period' | 'lastDone'>): Promise<string> {
    const today = dayOf(ctx.period.start);
    const floor = startOf(today) - (CATCH_UP_DAYS - 1) * DAY_MS;
    let at = ctx.lastDone === null ? startOf(today) : Math.max(startOf(dayOf(ctx.lastDone)) + DAY_MS, floor);
    const done: string[] = [];
    for (; at <= startOf(today); at += DAY_MS) if (await this.publish(dayOf(at))) done.push(dayOf(at));
    return `${done.length} days published${done.length ? ` (${done.join(', ')})` : ''}`;
  }

  /** Builds and publishes one day's trees unless they exist; false when already published. */
  async publish(day: string): Promise<boolean> {
    return this.transactions.run(async (tx) => {
      if (await this.repo.dayPublished(tx, day)) return false;
      const at = startOf(day);
      const rows = await this.owedAt(at, tx);
      const negative = rows.filter((r) => r.atoms < 0n);
      if (negative.length > 0) {
        throw new Error(`proof of liabilities refused for ${day}: negative balance of user ${negative[0]?.ownerId} in ${negative[0]?.asset} (${negative.length} in all)`);
      }
      const positive = rows.filter((r) => r.atoms > 0n);
      const userIds = [...new Set(positive.map((r) => r.ownerId))];
      const sealed = await this.repo.secrets(tx, userIds);
      for (const id of userIds) {
        if (sealed.has(id)) continue;
        await this.repo.addSecret(tx, id, this.secrets.seal(randomBytes(32).toString('hex')), this.clock.now());
      }
      const stored = await this.repo.secrets(tx, userIds);
      const secretOf = (id: number) => Buffer.from(this.secrets.open(stored.get(id) ?? ''), 'hex');
      const byAsset = new Map<string, { user_id: number; balance_atoms: bigint; leaf_hash: string }[]>();
      const secretsOpen = new Map<number, Buffer>();
      for (const r of positive) {
        const secret = secretsOpen.get(r.ownerId) ?? secretOf(r.ownerId);
        secretsOpen.set(r.ownerId, secret);
        const leaf = { user_id: r.ownerId, balance_atoms: r.atoms, leaf_hash: leafHash(r.ownerId, saltOf(secret, day, r.asset), r.atoms) };
        const list = byAsset.get(r.asset);
        if (list) list.push(leaf); else byAsset.set(r.asset, [leaf]);
      }
      for (const [asset, list] of byAsset) {
        const leaves: LeafRow[] = list.sort((a, b) => (a.leaf_hash < b.leaf_hash ? -1 : 1)).map((l, position) => ({ ...l, position }));
        const root = rootOf(buildLevels(leaves.map((l) => ({ hash: l.leaf_hash, sum: l.balance_atoms }))));
        if (!root) continue;
        await this.repo.insertRoot(tx, { day, asset, root_hash: root.hash, total_atoms: root.sum, leaf_count: leaves.length, created_at: this.clock.now() });
        await this.repo.insertLeaves(tx, day, asset, leaves);
      }
      return true;
    });
  }

  /** Every user's liabilities at `at` per asset: their own accounts from the journal plus what products hold for them. */
  async owedAt(at: number, tx: Tx): Promise<OwedRow[]> {
    return mergeOwed(await this.ledger.userBalancesAt(PROOF_KINDS, at, tx), await this.heldAt(at, tx));
  }

  /** What products hold for users at `at` (outside the users' own accounts), per user and asset. */
  async heldAt(at: number, tx?: Tx): Promise<OwedRow[]> {
    const lists: OwedRow[][] = [];
    for (const c of this.committed) lists.push(await c.committedAt(at, tx));
    return mergeOwed(...lists);
  }

  private async levels(day: string, asset: string): Promise<Levels> {
    const key = `${day}|${asset}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const levels = buildLevels((await this.repo.leaves(day, asset)).map((l) => ({ hash: l.leaf_hash, sum: l.balance_atoms })));
    if (this.cache.size >= CACHE) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(key, levels);
    return levels;
  }

  private async dayOrLatest(day: string | undefined): Promise<string> {
    const d = day ?? await this.repo.lastDay();
    if (!d || !(await this.repo.dayPublished(this.db, d))) fail('proof_not_published');
    return d;
  }

  /** A user's proof for a day: per asset their leaf (salt, balance), the path and the root. */
  async mine(userId: number, day?: string): Promise<ProofFile> {
    const d = await this.dayOrLatest(day);
    const leaves = await this.repo.leavesOf(userId, d);
    const sealed = (await this.repo.secrets(this.db, [userId])).get(userId);
    const secret = sealed ? Buffer.from(this.secrets.open(sealed), 'hex') : null;
    const roots = new Map((await this.repo.roots(d)).map((r) => [r.asset, r]));
    const assets: ProofFile['assets'] = [];
    for (const l of leaves) {
      const root = roots.get(l.asset);
      if (!secret || !root) continue;
      const levels = await this.levels(d, l.asset);
      const salt = saltOf(secret, d, l.asset);
      assets.push({
        asset: l.asset, decimals: DEFAULT_DECIMALS,
        leaf: { salt, balance: l.balance_atoms.toString(), hash: levels[0]?.[l.position]?.hash ?? leafHash(userId, salt, l.balance_atoms) },
        path: pathOf(levels, l.position),
        root: { hash: root.root_hash, sum: root.total_atoms.toString(), leaves: root.leaf_count },
      });
    }
    return { version: PROOF_VERSION, day: d, user_id: userId, assets };
  }

  /** The published roots of a day (the latest when none is named) and the days published. */
  async roots(day?: string): Promise<{ day: string | null; days: string[]; roots: ProofRoot[] }> {
    const days = await this.repo.days(60);
    const d = day ?? days[0] ?? null;
    if (day && !days.includes(day) && !(await this.repo.dayPublished(this.db, day))) fail('proof_not_published');
    const rows = d ? await this.repo.roots(d) : [];
    return { day: d, days, roots: rows.map(rootOut) };
  }

  /** Per asset: the published liabilities beside what the ledger says users and the platform hold now. */
  async coverage(day?: string): Promise<{ day: string | null; assets: ProofCoverage[] }> {
    const { day: d, roots } = await this.roots(day);
    const holdings = (await this.ledger.holdings()).filter((h) => h.mode === 'real');
    const held = await this.heldAt(this.clock.now() + 1);
    const assets = [...new Set([...roots.map((r) => r.asset), ...holdings.map((h) => h.asset)])].sort();
    return {
      day: d,
      assets: assets.map((asset) => {
        const root = roots.find((r) => r.asset === asset);
        const of = (pick: (h: (typeof holdings)[number]) => boolean) => holdings.filter((h) => h.asset === asset && pick(h)).reduce((s, h) => s + h.available + h.locked, 0n);
        const liabilities = root ? BigInt(root.sum) : 0n;
        const inflow = -of((h) => h.owner === 'platform' && h.kind === 'external');
        return {
          asset, day: root?.day ?? null, root: root?.hash ?? null, leaves: root?.leaves ?? 0, liabilities: formatAmount(liabilities),
          users_now: formatAmount(of((h) => h.owner === 'user' && (PROOF_KINDS as readonly string[]).includes(h.kind))
            + held.filter((h) => h.asset === asset).reduce((sum, h) => sum + h.atoms, 0n)),
          holdings: formatAmount(of((h) => h.owner === 'platform' && h.kind === 'holdings')),
          platform: formatAmount(of((h) => h.owner === 'platform' && h.kind !== 'external' && h.kind !== 'demo_treasury')),
          inflow: formatAmount(inflow), covered: inflow >= liabilities,
        };
      }),
    };
  }
}

const rootOut = (r: RootRow): ProofRoot => ({
  asset: r.asset, day: r.day, hash: r.root_hash, sum: r.total_atoms.toString(), total: formatAmount(r.total_atoms), leaves: r.leaf_count,
  decimals: DEFAULT_DECIMALS, created_at: r.created_at,
});
