import { describe, expect, it } from 'vitest';
import { initialForm } from './form';
import { chargeBody, summarize } from './summary';
import { BARE_HASH, BTC_OMNI, filledForm, USDT_TRC20 } from './testkit';

describe('deposit summary and request', () => {
  it('is null until the form is valid', () => {
    expect(summarize(initialForm(), USDT_TRC20)).toBeNull();
    expect(summarize(filledForm('5'), USDT_TRC20)).toBeNull();
  });

  it('sends the amount as a plain whole number, the proof id and no hash when none was given', () => {
    const s = summarize(filledForm('00150'), USDT_TRC20);
    expect(s).toEqual({ amount: '150', coin: 'USDT', network: 'TRC20', proofId: 41, hash: null });
    expect(chargeBody(s as NonNullable<typeof s>, 'dep-1')).toEqual({ coin: 'USDT', network: 'TRC20', amount: '150', proof_id: 41, idempotency_key: 'dep-1' });
  });

  it('sends a BTC amount in steps of 0.0001 as a plain decimal', () => {
    expect(summarize(filledForm('00.01'), BTC_OMNI)).toMatchObject({ amount: '0.01', coin: 'BTC', network: 'OMNI' });
    expect(summarize(filledForm('0.00005'), BTC_OMNI)).toBeNull();
  });

  it('sends the hash when given', () => {
    const s = summarize(filledForm('100', BARE_HASH), USDT_TRC20);
    expect(s && chargeBody(s, 'dep-2')).toEqual({ coin: 'USDT', network: 'TRC20', amount: '100', proof_id: 41, hash: BARE_HASH, idempotency_key: 'dep-2' });
  });
});
