import type { App } from '../../app.js';
import type { KycLevel } from './kyc.tables.js';

/** Test-only helpers of kyc, for other modules' tests. */

export const SAMPLE_BASIC = { full_name: 'Alice Example', id_type: 'passport', id_number: 'P1234567', country: 'DE', birth_date: '1990-05-17' } as const;

/**
 * Gives a user an approved KYC level straight in the database (a test's set-up, not a review): basic, or basic and
 * advanced. The review itself is proven in kyc's own tests.
 */
export async function grantKyc(app: App, userId: number, level: KycLevel): Promise<void> {
  const now = app.platform.clock.now();
  const row = {
    user_id: userId, status: 'approved' as const, ...SAMPLE_BASIC, front_upload_id: null, back_upload_id: null, selfie_upload_id: null,
    address_upload_id: null, address: null, reason: null, decided_by: null, decided_at: now, created_at: now, updated_at: now,
  };
  await app.platform.db.insertInto('kyc_submissions').values({ ...row, level: 'basic' }).execute();
  if (level === 'advanced') await app.platform.db.insertInto('kyc_submissions').values({ ...row, level: 'advanced' }).execute();
}
