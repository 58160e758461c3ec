import type { AdminBankWithdrawal } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, ok, withStoredToken } from '../../api/testkit';
import { bankWithdrawalsData, payBankWithdrawal, rejectBankWithdrawal } from './api';
import { bankApprovals, bankNotice, isFirstOfTwo, payIntro, refProblem } from './bankReview';

const provider = createDataProvider({ bank_withdrawals: { data: bankWithdrawalsData } });

const card = {
  holder: 'Alice Example', bank_name: 'Sample Bank', branch_name: '', branch_number: '', card_number: '6222021234567890', card_tail: '7890',
  swift: 'DEUTDEFF', iban: '', bank_address: '', payee_address: '', postal_code: '', currency: 'EUR',
};
const w: AdminBankWithdrawal = {
  id: 7, card_id: 1, bank_name: 'Sample Bank', card_tail: '7890', holder: 'Alice Example', amount: '1000', fee: '5', total: '1005',
  currency: 'EUR', rate: '0.92', fiat_amount: '920', status: 'processing', reason: null, payment_ref: null, created_at: 0, updated_at: 0,
  user_id: 3, user: 'alice@example.com', card, second_approval_required: false, first_approved_by: null, first_approved_at: null,
  decided_by: null, decided_at: null,
};

describe('the bank withdrawal queue', () => {
  withStoredToken();

  it('lists by a known status and pays with the reference when there is one', async () => {
    const seen = answer(ok({ total: 0, items: [] }));
    await provider.getList('bank_withdrawals', { pagination: { page: 1, perPage: 25 }, filter: { status: 'approved' } });
    await payBankWithdrawal(7, '  ');
    await payBankWithdrawal(7, ' SEPA-1 ');
    await rejectBankWithdrawal(7, 'Name differs');
    expect(asked(seen)).toEqual([
      'GET /api/admin/bank-withdrawals?page=1&limit=25&status=approved',
      'POST /api/admin/bank-withdrawals/7/pay {}',
      'POST /api/admin/bank-withdrawals/7/pay {"payment_ref":"SEPA-1"}',
      'POST /api/admin/bank-withdrawals/7/reject {"reason":"Name differs"}',
    ]);
  });

  it('says what to send and to whom, and counts approvals', () => {
    expect(payIntro(w)).toBe("Send 920 EUR to Alice Example, Sample Bank account 6222021234567890, then record it here. The fee of 5 USDT goes to the platform's fees account.");
    expect(bankNotice(w).title).toBe('Waiting for review');
    expect(bankApprovals(w)).toBe('0 of 1');
    const big = { ...w, second_approval_required: true };
    expect(isFirstOfTwo(big)).toBe(true);
    expect(bankApprovals({ ...big, first_approved_by: 2 })).toBe('1 of 2 (#2)');
    expect(bankNotice({ ...w, status: 'approved', decided_by: 4, payment_ref: 'SEPA-1' }).text).toContain('920 EUR marked paid by admin #4 (reference SEPA-1)');
  });

  it('checks the transfer reference', () => {
    expect(refProblem('')).toBeNull();
    expect(refProblem('SEPA-2026/11#1')).toBeNull();
    expect(refProblem('<b>')).not.toBeNull();
  });
});
