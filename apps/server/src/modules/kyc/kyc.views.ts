import type { AdminKycSubmission, KycLevelState, KycState } from '@candor/shared';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { KycSubmissionRow } from './kyc.repo.js';
import { maskIdNumber } from './kyc.rules.js';
import type { KycLevelOf, KycStatusWord } from './kyc.types.js';

const ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
type IdType = (typeof ID_TYPES)[number];
const idTypeOf = (s: string): IdType | null => ID_TYPES.find((t) => t === s) ?? null;

/** One level's state from its latest submission. */
export function levelState(row: KycSubmissionRow | undefined): KycLevelState {
  if (!row) return { status: 'none', reason: null, submitted_at: null, decided_at: null };
  return { status: row.status, reason: row.status === 'rejected' ? row.reason : null, submitted_at: row.created_at, decided_at: row.decided_at };
}

/**
 * The user's KYC record: the approved level and name, the form of the latest basic submission (the ID number
 * masked), and each level's state.
 */
export function kycStateOut(s: {
  level: KycLevelOf; status: KycStatusWord; name: string | null; basic: KycSubmissionRow | undefined; advanced: KycSubmissionRow | undefined;
}): KycState {
  const b = s.basic;
  return {
    level: s.level, status: s.status, name: s.name,
    id_type: b ? idTypeOf(b.id_type) : null, id_number: b ? maskIdNumber(b.id_number) : null,
    country: b?.country ?? null, birth_date: b?.birth_date ?? null,
    basic: levelState(s.basic), advanced: levelState(s.advanced),
  };
}

/** A submission in the back office, with its documents' reviewer links and its four-eyes requests. */
export function adminSubmissionOut(r: KycSubmissionRow, user: string | null, requests: readonly ApprovalNamedRow[] | undefined): AdminKycSubmission {
  const documents = ([['front', r.front_upload_id], ['back', r.back_upload_id], ['selfie', r.selfie_upload_id], ['address', r.address_upload_id]] as const)
    .flatMap(([kind, id]) => (id === null ? [] : [{ kind, upload_id: id, url: `/api/admin/uploads/${id}` }]));
  const first = [...(requests ?? [])].reverse().find((a) => a.status === 'pending' || a.status === 'approved');
  return {
    id: r.id, user_id: r.user_id, user, level: r.level, status: r.status,
    full_name: r.full_name, id_type: r.id_type, id_number: r.id_number, country: r.country, birth_date: r.birth_date, address: r.address,
    documents, reason: r.reason, decided_by: r.decided_by, decided_at: r.decided_at,
    second_approval_required: r.level === 'advanced',
    first_approved_by: first?.proposed_by ?? null, first_approved_at: first?.proposed_at ?? null,
    created_at: r.created_at,
  };
}
