import { parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { checkStops, validate, visibleErrors } from './errors';
import { formReducer, initialForm } from './form';
import { summarize } from './summary';
import { btcContract } from './testkit';

const a = (v: string) => parseAmount(v);

describe('open form errors', () => {
  it('put TP and SL on their sides of the price, as the server does', () => {
    expect(checkStops('long', '97000', '95000', a('96000'), false)).toEqual([]);
    expect(checkStops('long', '95000', '97000', a('96000'), false).map((e) => e.key)).toEqual(['tp_side_long', 'sl_side_long']);
    expect(checkStops('short', '97000', '95000', a('96000'), false).map((e) => e.key)).toEqual(['tp_side_short', 'sl_side_short']);
    expect(checkStops('short', '96000', '', a('96000'), false).map((e) => e.key)).toEqual(['tp_side_short']);
    expect(checkStops('long', '', '', a('96000'), true).map((e) => e.key)).toEqual(['tp_required', 'sl_required']);
    expect(checkStops('long', '0', 'x', null, true).map((e) => e.key)).toEqual(['tp_invalid', 'sl_invalid']);
  });

  it('need whole lots within the maximum and the margin plus fee in the account', () => {
    const s = initialForm(btcContract({ maxLots: 5 }));
    const check = (lots: string, available: bigint | null) => {
      const f = { ...s, lots };
      return validate(f, summarize(f, '96000', available), available).map((e) => e.key);
    };
    expect(check('1', a('9.648'))).toEqual([]);
    expect(check('1', a('9.647'))).toEqual(['insufficient_margin']);
    expect(check('6', null)).toEqual(['lots_max']);
    expect(check('', null)).toEqual(['lots_required']);
    expect(check('0', null)).toEqual(['lots_invalid']);
  });

  it('show what is wrong as it is typed, and what is missing only after a submit', () => {
    const limit = { ...formReducer(initialForm(btcContract()), { kind: 'type', type: 'limit' }), lots: '' };
    const errors = validate(limit, summarize(limit, '96000', a('1')), a('1'));
    expect(errors.map((e) => e.key)).toEqual(['price_required', 'lots_required']);
    expect(visibleErrors(errors, limit)).toEqual([]);
    expect(visibleErrors(errors, { ...limit, submitted: true })).toHaveLength(2);
  });
});
