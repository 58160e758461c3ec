import { inTransaction } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { AdminService } from '../backoffice/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { UsersService } from '../users/index.js';
import { KycWithdrawGate } from './kyc.gate.js';
import { createKycRepo, type KycRepo, type KycSubmissionRow } from './kyc.repo.js';
import { KycReview } from './kyc.review.js';
import { checkAddress, checkBasic, type BasicInput } from './kyc.rules.js';
import type { KycLevel } from './kyc.tables.js';
import { KYC_DOCUMENT, type DocumentKind, type KycLevelOf, type KycStatusWord } from './kyc.types.js';
import { kycStateOut } from './kyc.views.js';

export type KycDeps = {
  db: Db; clock: Clock; uploads: UploadsService; users: Pick<UsersService, 'namesOf'>;
  /** The back office: its four eyes for advanced approvals and its audit log. */
  admins: Pick<AdminService, 'fourEyes' | 'auditIn'>;
};


export type AdvancedInput = {
  front_id?: number | undefined; back_id?: number | undefined; selfie_id?: number | undefined; address_proof_id?: number | undefined;
  address?: string | undefined;
};

/** A unique-index refusal (the one pending submission per user and level), on either dialect. */
const isUniqueViolation = (e: unknown): boolean => {
  const m = e instanceof Error ? `${e.message} ${(e as { code?: unknown }).code ?? ''}` : '';
  return /unique|23505|SQLITE_CONSTRAINT/i.test(m);
};

/**
 * KYC: basic (legal name, ID, country, birth date) then advanced (the ID's images, a selfie holding it, a proof of
 * address). The public door other modules ask: `levelOf` and `verifiedName`. The back office's review is KycReview.
 */
export class KycService {
  private readonly repo: KycRepo;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly uploads: UploadsService;
  /** The compliance review (back office). */
  readonly review: KycReview;
  /** The withdrawal gate: above a coin's daily threshold, advanced KYC. */
  readonly withdrawGate: KycWithdrawGate;

  constructor(d: KycDeps) {
    ({ db: this.db, clock: this.clock, uploads: this.uploads } = d);
    this.repo = createKycRepo(d.db);
    const audit = d.admins.auditIn.bind(d.admins);
    this.review = new KycReview(d.db, d.clock, this.repo, d.admins.fourEyes, d.users, audit);
    this.withdrawGate = new KycWithdrawGate(d.db, d.clock, this.repo, (id, tx) => this.levelOf(id, tx), audit);
  }

  /** The user's approved level: advanced needs an approved advanced submission, basic an approved basic one. */
  async levelOf(userId: number, tx?: Tx): Promise<KycLevelOf> {
    if (await this.repo.approved(userId, 'advanced', tx)) return 'advanced';
    if (await this.repo.approved(userId, 'basic', tx)) return 'basic';
    return 'none';
  }

  /** The approved legal name (as on the ID), or null before basic KYC is approved. */
  async verifiedName(userId: number, tx?: Tx): Promise<string | null> {
    return (await this.repo.approved(userId, 'basic', tx))?.full_name ?? null;
  }

  /** Refuses with kyc_basic_required unless the user's basic KYC is approved (options, loans). */
  async requireBasic(userId: number, tx?: Tx): Promise<void> {
    if ((await this.levelOf(userId, tx)) === 'none') fail('kyc_basic_required');
  }

  /** The latest submission of each level: what the user's pages show. */
  async latest(userId: number): Promise<{ basic: KycSubmissionRow | undefined; advanced: KycSubmissionRow | undefined }> {
    const [basic, advanced] = await Promise.all([this.repo.latest(userId, 'basic'), this.repo.latest(userId, 'advanced')]);
    return { basic, advanced };
  }

  /** One word for the security page: under review, verified (any level), the last basic refused, or unverified. */
  async statusWord(userId: number): Promise<KycStatusWord> {
    const { basic, advanced } = await this.latest(userId);
    if (basic?.status === 'pending' || advanced?.status === 'pending') return 'pending';
    if ((await this.levelOf(userId)) !== 'none') return 'verified';
    return basic?.status === 'rejected' ? 'rejected' : 'unverified';
  }

  /** The user's KYC record: the approved level and name and each level's latest state; null before any submission. */
  async record(userId: number) {
    const { basic, advanced } = await this.latest(userId);
    if (!basic && !advanced) return null;
    return this.state(userId);
  }

  /** The user's KYC state (every level "none" before any submission). */
  async state(userId: number) {
    const [{ basic, advanced }, level, status, name] = await Promise.all([
      this.latest(userId), this.levelOf(userId), this.statusWord(userId), this.verifiedName(userId),
    ]);
    return kycStateOut({ level, status, name, basic, advanced });
  }

  /** Submits basic KYC for review: refused while one is under review or once it is approved. */
  async submitBasic(userId: number, input: BasicInput): Promise<KycSubmissionRow> {
    const fields = checkBasic(input, this.clock.now());
    return this.insert(userId, 'basic', async (tx) => {
      const approved = await this.repo.approved(userId, 'basic', tx);
      if (approved) fail('kyc_already_approved');
      return { ...fields, front_upload_id: null, back_upload_id: null, selfie_upload_id: null, address_upload_id: null, address: null };
    });
  }

  /**
   * Submits advanced KYC: needs approved basic KYC; the ID's front (and back, unless a passport), a selfie holding
   * the ID and a proof of address, each an upload of the user's own made for KYC.
   */
  async submitAdvanced(userId: number, input: AdvancedInput): Promise<KycSubmissionRow> {
    return this.insert(userId, 'advanced', async (tx) => {
      const basic = (await this.repo.approved(userId, 'basic', tx)) ?? fail('kyc_basic_required');
      if (await this.repo.approved(userId, 'advanced', tx)) fail('kyc_already_approved');
      const doc = async (id: number | undefined, field: string): Promise<number> => {
        if (id === undefined) return fail('kyc_document_required', { field });
        return (await this.uploads.owned(id, userId, KYC_DOCUMENT, tx)).id;
      };
      const front = await doc(input.front_id, 'front_id');
      const back = basic.id_type === 'passport' && input.back_id === undefined ? null : await doc(input.back_id, 'back_id');
      const selfie = await doc(input.selfie_id, 'selfie_id');
      const proof = await doc(input.address_proof_id, 'address_proof_id');
      const address = checkAddress(input.address);
      return {
        full_name: basic.full_name, id_type: basic.id_type, id_number: basic.id_number, country: basic.country, birth_date: basic.birth_date,
        front_upload_id: front, back_upload_id: back, selfie_upload_id: selfie, address_upload_id: proof, address,
      };
    });
  }

  /** Stores one KYC document (an image; the address proof may be a PDF), private to the user and compliance. */
  uploadDocument(userId: number, kind: DocumentKind, file: Buffer) {
    return this.uploads.save(userId, KYC_DOCUMENT, file, { pdf: kind === 'address' });
  }

  private async insert(userId: number, level: KycLevel, fields: (tx: Tx) => Promise<Omit<KycSubmissionRow, 'id' | 'user_id' | 'level' | 'status' | 'reason' | 'decided_by' | 'decided_at' | 'created_at' | 'updated_at'>>): Promise<KycSubmissionRow> {
    try {
      return await inTransaction(this.db, async (tx) => {
        if ((await this.repo.latest(userId, level, tx))?.status === 'pending') fail('kyc_pending');
        const now = this.clock.now();
        return this.repo.insert(tx, {
          user_id: userId, level, status: 'pending', ...(await fields(tx)), reason: null, decided_by: null, decided_at: null, created_at: now, updated_at: now,
        });
      });
    } catch (error) {
      if (!(error instanceof AppError) && isUniqueViolation(error)) fail('kyc_pending');
      throw error;
    }
  }
}
