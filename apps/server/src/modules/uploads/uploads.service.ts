import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Config } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.js';
import { cleanImage } from './image.js';
import { checkPdf, isPdf } from './pdf.js';
import { createUploadsRepo, type UploadRow, type UploadsRepo } from './uploads.repo.js';

/** What an upload is for (deposit_proof; KYC documents later); the module that uses a purpose declares it. */
export type UploadPurpose = string;

export type Upload = { id: number; userId: number; purpose: string; mime: string; size: number; width: number; height: number; createdAt: number };
export type OpenedUpload = Upload & { data: Buffer };

/** Enough for a few retries of every proof a user needs; it keeps one account from filling the disk. */
const uploadsPerHour: RateRule = { name: 'uploads', limit: 30, windowMs: 3_600_000 };

/**
 * Where uploads live: <dataDir>/uploads. Under test a relative data directory (the default ./data) becomes a
 * temporary one removed at close, so test runs never write into the working tree.
 */
export function uploadsDirOf(config: Pick<Config, 'env' | 'dataDir'>): { dir: string; temporary: boolean } {
  if (config.env === 'test' && !isAbsolute(config.dataDir)) {
    return { dir: join(tmpdir(), `candor-test-uploads-${randomBytes(8).toString('hex')}`), temporary: true };
  }
  return { dir: join(config.dataDir, 'uploads'), temporary: false };
}

const toUpload = (r: UploadRow): Upload => ({
  id: r.id, userId: r.user_id, purpose: r.purpose, mime: r.mime, size: r.size_bytes, width: r.width, height: r.height, createdAt: r.created_at,
});

/**
 * Users' images (deposit proofs now, KYC documents later): checked by content, re-encoded, stored under a random
 * name outside any public directory, and handed out only through the owner and reviewer checks of the routes.
 */
export class UploadsService {
  private readonly repo: UploadsRepo;
  private readonly temporary: boolean;
  private readonly reviewers = new Map<UploadPurpose, string>();
  readonly dir: string;

  constructor(db: Db, private readonly clock: Clock, private readonly limiter: RateLimiter, config: Pick<Config, 'env' | 'dataDir'>) {
    this.repo = createUploadsRepo(db);
    ({ dir: this.dir, temporary: this.temporary } = uploadsDirOf(config));
  }

  /**
   * Declares a purpose and the back-office resource whose reviewers may open its uploads (deposit proofs: deposits).
   * The module that takes such uploads declares it when it is created.
   */
  definePurpose(purpose: UploadPurpose, reviewerResource: string): void {
    if (this.reviewers.has(purpose)) throw new Error(`upload purpose ${purpose} is declared twice`);
    this.reviewers.set(purpose, reviewerResource);
  }

  /** The resource whose reviewers may open uploads of a purpose; undefined for one nobody declared. */
  reviewerOf(purpose: string): string | undefined {
    return this.reviewers.get(purpose);
  }

  reviewerResources(): string[] {
    return [...new Set(this.reviewers.values())];
  }

  /** Removes a temporary test directory; a real one is kept. */
  async close(): Promise<void> {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }

  /**
   * Checks, cleans and stores an image the user sent (or a PDF, where the purpose takes one: `pdf`); answers its
   * record. Refused files leave nothing behind.
   */
  async save(userId: number, purpose: UploadPurpose, file: Buffer, options: { pdf?: boolean } = {}): Promise<Upload> {
    if (!this.reviewers.has(purpose)) throw new Error(`upload purpose ${purpose} is not declared`);
    if (!(await this.limiter.hit(uploadsPerHour, String(userId))).allowed) throw new AppError('rate_limited');
    const image = options.pdf === true && isPdf(file) ? checkPdf(file) : await cleanImage(file);
    const storedName = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const path = join(this.dir, storedName);
    await writeFile(path, image.data, { flag: 'wx', mode: 0o600 });
    const row = {
      user_id: userId, purpose, stored_name: storedName, mime: image.mime, size_bytes: image.data.length,
      width: image.width, height: image.height, created_at: this.clock.now(),
    };
    try {
      return toUpload({ id: await this.repo.insert(row), ...row });
    } catch (error) {
      await unlink(path).catch(() => undefined);
      throw error;
    }
  }

  /** The record of an upload, or undefined; reads inside the caller's transaction when given one. */
  async get(id: number, tx?: Tx): Promise<Upload | undefined> {
    const row = await this.repo.byId(id, tx);
    return row ? toUpload(row) : undefined;
  }

  /** An upload that belongs to the user (and has the purpose, when asked); upload_not_found otherwise, whoever owns it. */
  async owned(id: number, userId: number, purpose?: UploadPurpose, tx?: Tx): Promise<Upload> {
    const upload = await this.get(id, tx);
    if (!upload || upload.userId !== userId || (purpose !== undefined && upload.purpose !== purpose)) throw new AppError('upload_not_found');
    return upload;
  }

  /** An upload with its bytes, for the routes that serve it after their access check. */
  async open(id: number): Promise<OpenedUpload> {
    const row = await this.repo.byId(id);
    // The stored name is ours, but a path is built from it: accept only the shape save() writes.
    if (!row || !/^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/.test(row.stored_name)) throw new AppError('upload_not_found');
    try {
      return { ...toUpload(row), data: await readFile(join(this.dir, row.stored_name)) };
    } catch {
      // The record outlived its file (a restored database without the data directory).
      throw new AppError('upload_not_found');
    }
  }

  /** The owner's own upload with its bytes. */
  async openOwned(id: number, userId: number): Promise<OpenedUpload> {
    await this.owned(id, userId);
    return this.open(id);
  }
}
