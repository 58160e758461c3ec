import type { App } from '../../app.js';
import { userAccount } from '../ledger/index.js';

/** Test-only helpers of the bank tests. */

export const HOLDER = 'Alice Example';

/** A valid card form: a real-format IBAN (DE, mod-97 valid) and BIC; the holder is the KYC name below. */
export const CARD = {
  holder: HOLDER, bank_name: 'Sample Bank', branch_name: 'Main Street', branch_number: '001', card_number: '6222 0212 3456 7890',
  swift: 'DEUTDEFF', iban: 'DE89 3704 0044 0532 0130 00', bank_address: '1 Sample Street', payee_address: '2 Sample Road', postal_code: '10115',
  currency: 'USD',
};

/**
 * Gives a user an approved basic KYC with the name, straight into the KYC module's table (the bank tests are about
 * cards and withdrawals, not about the review, which the KYC module tests).
 */
export async function approveBasicKyc(app: App, userId: number, name = HOLDER, level: 'basic' | 'advanced' = 'basic'): Promise<void> {
  const now = app.platform.clock.now();
  await app.platform.db.insertInto('kyc_submissions').values({
    user_id: userId, level, status: 'approved', full_name: name, id_type: 'passport', id_number: 'X1234567', country: 'DE',
    birth_date: '1990-01-01', front_upload_id: null, back_upload_id: null, selfie_upload_id: null, address_upload_id: null, address: null,
    reason: null, decided_by: null, decided_at: now, created_at: now, updated_at: now,
  }).execute();
}

/** Advanced KYC on top (a day's withdrawals above the KYC threshold, 2,000 USDT on a fresh install, need it). */
export const approveAdvancedKyc = (app: App, userId: number): Promise<void> => approveBasicKyc(app, userId, HOLDER, 'advanced');

/** Binds the sample card through the service; answers its id. */
export async function bindCard(app: App, userId: number, fields: Partial<typeof CARD> = {}): Promise<number> {
  return (await app.services.bank.cards.add(userId, { ...CARD, ...fields })).id;
}

export async function usdtOf(app: App, userId: number): Promise<{ available: bigint; locked: bigint }> {
  return app.services.ledger.balance(userAccount(userId, 'USDT', 'funding', 'real'));
}
