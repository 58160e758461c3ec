import type { KycLevel } from './kyc.tables.js';

/** A user's approved KYC level. */
export type KycLevelOf = 'none' | KycLevel;
/** The one word the security page shows. */
export type KycStatusWord = 'unverified' | 'pending' | 'verified' | 'rejected';
/** The uploads purpose of KYC documents (reviewers: resource kyc). */
export const KYC_DOCUMENT = 'kyc_document';
export const DOCUMENT_KINDS = ['front', 'back', 'selfie', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
