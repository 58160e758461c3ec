import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { checkCard, checkIban, checkSwift } from './bank.cards.js';
import { CARD, HOLDER, approveBasicKyc } from './bank.testkit.js';

const keyOf = (fn: () => unknown): string => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.key : String(e);
  }
};

describe('card checks', () => {
  it('accepts IBANs with a right mod-97 checksum, in any spacing or case, and stores the electronic format', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(checkIban('gb29nwbk60161331926819')).toBe('GB29NWBK60161331926819');
    expect(checkIban('')).toBe('');
  });

  it('refuses an IBAN with a wrong check digit, a wrong length or an unknown country', () => {
    expect(keyOf(() => checkIban('DE88 3704 0044 0532 0130 00'))).toBe('bank_iban_invalid');
    expect(keyOf(() => checkIban('DE89 3704 0044 0532 0130 0'))).toBe('bank_iban_invalid');
    expect(keyOf(() => checkIban('XX89 3704 0044 0532 0130 00'))).toBe('bank_iban_invalid');
    expect(keyOf(() => checkIban('not an iban'))).toBe('bank_iban_invalid');
  });

  it('accepts SWIFT/BIC of 8 or 11 and 9-digit ABA routing numbers with their checksum', () => {
    expect(checkSwift('deutdeff')).toBe('DEUTDEFF');
    expect(checkSwift('DEUTDEFF500')).toBe('DEUTDEFF500');
    expect(checkSwift('021000021')).toBe('021000021');
    expect(keyOf(() => checkSwift('021000022'))).toBe('bank_swift_invalid');
    expect(keyOf(() => checkSwift('DEUT'))).toBe('bank_swift_invalid');
    expect(keyOf(() => checkSwift('DEUTXXFF'))).toBe('bank_swift_invalid');
  });

  it('takes the holder only when it is the KYC name (case, spaces and width aside) and stores the KYC spelling', () => {
    expect(checkCard({ ...CARD, holder: '  alice   EXAMPLE ' }, HOLDER).holder).toBe(HOLDER);
    expect(checkCard({ ...CARD, holder: 'ＡＬＩＣＥ Example' }, HOLDER).holder).toBe(HOLDER);
    expect(keyOf(() => checkCard({ ...CARD, holder: 'Bob Example' }, HOLDER))).toBe('bank_holder_mismatch');
    expect(keyOf(() => checkCard({ ...CARD, holder: '' }, HOLDER))).toBe('bank_holder_mismatch');
  });

  it('checks the bank name, account number and the optional fields by format', () => {
    expect(checkCard(CARD, HOLDER).card_number).toBe('6222021234567890');
    expect(keyOf(() => checkCard({ ...CARD, bank_name: '' }, HOLDER))).toBe('bank_name_required');
    expect(keyOf(() => checkCard({ ...CARD, bank_name: '<script>' }, HOLDER))).toBe('bank_field_invalid');
    expect(keyOf(() => checkCard({ ...CARD, card_number: '12345' }, HOLDER))).toBe('bank_account_invalid');
    expect(keyOf(() => checkCard({ ...CARD, card_number: '1234a5678' }, HOLDER))).toBe('bank_account_invalid');
    expect(keyOf(() => checkCard({ ...CARD, branch_number: 'ab$' }, HOLDER))).toBe('bank_field_invalid');
    expect(keyOf(() => checkCard({ ...CARD, postal_code: '1'.repeat(13) }, HOLDER))).toBe('bank_field_invalid');
    const bare = checkCard({ holder: HOLDER, bank_name: 'Sample Bank', card_number: '123456' }, HOLDER);
    expect(bare).toMatchObject({ swift: '', iban: '', branch_name: '', postal_code: '' });
  });
});

let t: TestApp;
let alice: { token: string; id: number };
moneyTestApp(async (app) => registerUser(app.app), (app, user) => { t = app; alice = user; });

const save = (body: Record<string, string>, token = alice.token, headers: Record<string, string> = {}) =>
  call<{ id: number; card_tail: string; holder: string }>(t.app, 'POST', 'user/cash_save', body, { token, headers });

describe('user/cash_save and cash_info', () => {
  it('asks for basic KYC first, then binds a card under the KYC name', async () => {
    const before = await save(CARD);
    expect(before.body).toMatchObject({ type: 'error', code: 7401 });
    expect((await call(t.app, 'GET', 'user/cash_info', undefined, { token: alice.token })).body.data).toEqual({ verified_name: null, cards: [], limit: 5 });
    await approveBasicKyc(t.app, alice.id);
    const saved = await save({ ...CARD, holder: 'alice example' });
    expect(saved.body.data).toMatchObject({ holder: HOLDER, card_tail: '7890', iban: 'DE89370400440532013000', swift: 'DEUTDEFF', currency: 'USD' });
    const info = await call<{ verified_name: string; cards: { id: number }[] }>(t.app, 'POST', 'user/cash_info', {}, { token: alice.token });
    expect(info.body.data?.verified_name).toBe(HOLDER);
    expect(info.body.data?.cards.map((c) => c.id)).toEqual([saved.body.data?.id]);
  });

  it('refuses another name with the name it wants, in the language of the request', async () => {
    await approveBasicKyc(t.app, alice.id);
    const res = await call(t.app, 'POST', 'user/cash_save', { ...CARD, holder: 'Mallory' }, { token: alice.token, lang: 'de' });
    expect(res.body).toEqual({ type: 'error', code: 7402, message: `Der Kontoinhaber muss dein verifizierter Name sein: ${HOLDER}.` });
    expect(res.status).toBe(422);
  });

  it('binds at most five cards, refuses the same number twice, and removes a card', async () => {
    await approveBasicKyc(t.app, alice.id);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await save({ ...CARD, card_number: `62220212345678${i}0` })).body.data?.id ?? 0);
    expect((await save({ ...CARD, card_number: '6222021234567809' })).body).toMatchObject({ code: 7406 });
    expect((await save({ ...CARD, card_number: '622202123456780 0' })).body).toMatchObject({ code: 7407 });
    expect((await call(t.app, 'POST', 'user/cash_delete', { id: ids[0]! }, { token: alice.token })).body.type).toBe('ok');
    expect((await call(t.app, 'POST', 'user/cash_delete', { id: ids[0]! }, { token: alice.token })).body).toMatchObject({ code: 7408 });
    expect((await save({ ...CARD, card_number: '6222021234567809' })).body.type).toBe('ok');
  });

  it('binds exactly five of twenty cards sent at once, and one of ten binds of the same card (no race past the limit)', async () => {
    await approveBasicKyc(t.app, alice.id);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => save({ ...CARD, card_number: `6222021234${String(500000 + i)}` })));
    expect(many.filter((r) => r.body.type === 'ok')).toHaveLength(5);
    expect(many.filter((r) => r.body.type !== 'ok').every((r) => r.body.code === 7406)).toBe(true);
    const rows = await t.app.platform.db.selectFrom('bank_cards').select('slot').where('user_id', '=', alice.id).execute();
    expect(rows.map((r) => r.slot).sort()).toEqual([1, 2, 3, 4, 5]);

    const bob = await registerUser(t.app);
    await approveBasicKyc(t.app, bob.id);
    const same = await Promise.all(Array.from({ length: 10 }, () => save(CARD, bob.token)));
    expect(same.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(same.filter((r) => r.body.type !== 'ok').every((r) => r.body.code === 7407)).toBe(true);
  });

  it("never touches another user's card", async () => {
    await approveBasicKyc(t.app, alice.id);
    const id = (await save(CARD)).body.data?.id ?? 0;
    const bob = await registerUser(t.app);
    expect((await call(t.app, 'POST', 'user/cash_delete', { id }, { token: bob.token })).body).toMatchObject({ code: 7408 });
  });

  it('refuses a currency without a published rate and a bad IBAN with their own messages', async () => {
    await approveBasicKyc(t.app, alice.id);
    expect((await save({ ...CARD, currency: 'XYZ' })).body).toMatchObject({ code: 7410, message: 'Withdrawals in XYZ are not available at the moment.' });
    expect((await save({ ...CARD, iban: 'DE00 3704 0044 0532 0130 00' })).body).toMatchObject({ code: 7404 });
  });

  it('is restricted in demo mode', async () => {
    await approveBasicKyc(t.app, alice.id);
    const res = await save(CARD, alice.token, { 'x-demo': '1' });
    expect(res.body.message).toBe('This Action is Restricted on Demo Account.');
    expect(res.status).toBeLessThan(500);
  });

  it('answers malformed bodies without a 5xx', async () => {
    await approveBasicKyc(t.app, alice.id);
    for (const body of [{ holder: 'x'.repeat(5000) }, { card_number: '\u0000' }, { iban: '💳' }, { currency: '12' }, {}]) {
      const res = await call(t.app, 'POST', 'user/cash_save', body as Record<string, string>, { token: alice.token });
      expect(res.status).toBeLessThan(500);
      expect(res.body.type).toBe('error');
    }
  });
});
