import { z } from 'zod';
import { idField, idParams, optionalText, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['kyc'];
const adminTags = ['admin'];

export const KYC_LEVELS = ['basic', 'advanced'] as const;
export const KYC_ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export const KYC_DOCUMENT_KINDS = ['front', 'back', 'selfie', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
const submissionStatus = z.enum(['pending', 'approved', 'rejected']);
const levelStatus = z.enum(['none', 'pending', 'approved', 'rejected']);

/** One level's state as the user sees it: none, under review, approved, or rejected with the reviewer's reason. */
export const kycLevelState = z.object({
  status: levelStatus,
  reason: z.string().nullable().describe('why it was rejected (shown to the user)'),
  submitted_at: z.number().nullable(), decided_at: z.number().nullable(),
});
export type KycLevelState = z.output<typeof kycLevelState>;

/** The user's KYC record (user/getRealName, user/realName): the approved level and each level's state. */
export const kycState = z.object({
  level: z.enum(['none', 'basic', 'advanced']).describe('the approved level'),
  status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  name: z.string().nullable().describe('the approved legal name'),
  id_type: z.enum(KYC_ID_TYPES).nullable(), id_number: z.string().nullable().describe('masked: its last four characters'),
  country: z.string().nullable(), birth_date: z.string().nullable(),
  basic: kycLevelState, advanced: kycLevelState,
});
export type KycState = z.output<typeof kycState>;

export const basicKycBody = z.object({
  full_name: optionalText(100).describe('the legal name as on the ID'),
  id_type: optionalText(20).describe('id_card, passport or driving_licence'),
  id_number: optionalText(40),
  country: optionalText(2).describe('ISO 3166 alpha-2 code (area_code lists them)'),
  birth_date: optionalText(10).describe('YYYY-MM-DD; at least 18 years old'),
});

export const advancedKycBody = z.object({
  front_id: idField.optional().describe('the id user/kyc/upload/front answered'),
  back_id: idField.optional().describe('from user/kyc/upload/back; not needed for a passport'),
  selfie_id: idField.optional().describe('from user/kyc/upload/selfie: a photo holding the ID'),
  address_proof_id: idField.optional().describe('from user/kyc/upload/address: a utility bill or bank statement (JPEG, PNG, WebP or PDF)'),
  address: optionalText(200).describe('the address the proof shows'),
});

export const kycUploaded = z.object({ id: z.number(), kind: z.enum(KYC_DOCUMENT_KINDS), url: z.string(), mime: z.string(), size: z.number() });
export type KycUploaded = z.output<typeof kycUploaded>;

/** A submission in the back office: the form, the document links (admin uploads route) and its four-eyes state. */
export const adminKycSubmission = z.object({
  id: z.number(), user_id: z.number(), user: z.string().nullable(), level: z.enum(KYC_LEVELS), status: submissionStatus,
  full_name: z.string(), id_type: z.string(), id_number: z.string(), country: z.string(), birth_date: z.string(), address: z.string().nullable(),
  documents: z.array(z.object({ kind: z.enum(KYC_DOCUMENT_KINDS), upload_id: z.number(), url: z.string().describe('GET it with the admin token') })),
  reason: z.string().nullable(), decided_by: z.number().nullable(), decided_at: z.number().nullable(),
  second_approval_required: z.boolean(), first_approved_by: z.number().nullable(), first_approved_at: z.number().nullable(),
  created_at: z.number(),
});
export type AdminKycSubmission = z.output<typeof adminKycSubmission>;

export const adminKycDetail = adminKycSubmission.extend({ history: z.array(adminKycSubmission).describe("the user's submissions, newest first") });
export type AdminKycDetail = z.output<typeof adminKycDetail>;

export const kycApproveOutcome = z.object({ submission: adminKycSubmission, approved: z.boolean(), awaiting_second_approval: z.boolean() });
export type KycApproveOutcome = z.output<typeof kycApproveOutcome>;

export const kycThreshold = z.object({ coin: z.string(), daily_limit: z.string().describe('per UTC day without advanced KYC') });
export type KycThreshold = z.output<typeof kycThreshold>;

/** Know your customer: the user's submissions and state, the compliance review, the withdrawal thresholds. */
export const kycRoutes = {
  state: route({
    method: 'GET', path: '/user/getRealName', tags, access: 'user',
    summary: "The user's real-name (KYC) record; null until the user first submits",
    response: kycState.nullable(),
  }),
  status: route({
    method: 'POST', path: '/user/realName', aliases: [{ method: 'GET', path: '/user/kyc' }], tags, access: 'user',
    summary: "The user's KYC state: approved level, each level's status and a rejection's reason", response: kycState,
  }),
  basic: route({
    method: 'POST', path: '/user/basicKyc', aliases: [{ method: 'POST', path: '/user/real_name' }], tags, access: 'real',
    summary: 'Submit basic KYC (legal name, ID type and number, country, birth date) for review', body: basicKycBody, response: kycState,
  }),
  advanced: route({
    method: 'POST', path: '/user/advancedKyc', aliases: [{ method: 'POST', path: '/real_name2' }, { method: 'POST', path: '/user/real_name2' }], tags, access: 'real',
    summary: 'Submit advanced KYC (ID front and back, selfie holding the ID, proof of address) after basic is approved', body: advancedKycBody, response: kycState,
  }),
  upload: route({
    method: 'POST', path: '/user/kyc/upload/:kind', tags, access: 'real',
    summary: 'Upload one KYC document (multipart, one file: JPEG, PNG or WebP; PDF for the address proof; at most 5 MB); private',
    params: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }), response: kycUploaded,
  }),
  adminList: route({
    method: 'GET', path: '/admin/kyc', tags: adminTags, access: 'admin',
    summary: 'KYC submissions (status=pending is the review queue, oldest first)',
    query: pageQuery.extend({ status: submissionStatus.optional(), level: z.enum(KYC_LEVELS).optional(), user_id: idField.optional() }),
    response: paged(adminKycSubmission),
  }),
  adminGet: route({
    method: 'GET', path: '/admin/kyc/:id', tags: adminTags, access: 'admin', summary: "One submission with the user's history", params: idParams, response: adminKycDetail,
  }),
  approve: route({
    method: 'POST', path: '/admin/kyc/:id/approve', tags: adminTags, access: 'admin',
    summary: 'Approve; an advanced submission waits for a second, different admin', params: idParams, response: kycApproveOutcome,
  }),
  reject: route({
    method: 'POST', path: '/admin/kyc/:id/reject', tags: adminTags, access: 'admin', summary: 'Reject with a reason the user sees',
    params: idParams, body: z.object({ reason: optionalText(300) }), response: adminKycSubmission,
  }),
  thresholds: route({
    method: 'GET', path: '/admin/kyc/thresholds', tags: adminTags, access: 'admin',
    summary: 'Per coin: what a user may withdraw in a UTC day without advanced KYC', response: z.array(kycThreshold),
  }),
  setThreshold: route({
    method: 'POST', path: '/admin/kyc/thresholds', tags: adminTags, access: 'admin', summary: "Set a coin's daily amount without advanced KYC (audited)",
    body: z.object({ coin: optionalText(10), daily_limit: optionalText(40) }), response: z.array(kycThreshold),
  }),
} as const;
