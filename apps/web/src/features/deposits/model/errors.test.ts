import { describe, expect, it } from 'vitest';
import { errorOf, validate, visibleErrors } from './errors';
import { initialForm, pickProof, proofFailed, setAmount, setHash } from './form';
import { BARE_HASH, BTC_OMNI, ETH_ERC20, EVM_HASH, filledForm, PNG, USDT_TRC20 } from './testkit';

const keys = (...args: Parameters<typeof validate>) => validate(...args).map((e) => e.key);

describe('deposit form errors', () => {
  it('accepts a whole amount at the minimum, an uploaded proof and no hash', () => {
    expect(validate(filledForm('10'), USDT_TRC20)).toEqual([]);
    expect(validate(filledForm('0010'), USDT_TRC20)).toEqual([]);
  });

  it('asks for everything in the seed\'s order on an empty form', () => {
    expect(keys(initialForm(), USDT_TRC20)).toEqual(['amount_required', 'proof_required']);
  });

  it('wants a whole number of a stablecoin', () => {
    for (const amount of ['100.5', '10.01', '1e3', '-100', 'abc', '+5', '１００', '.5']) {
      expect(keys(filledForm(amount), USDT_TRC20), amount).toEqual(['amount_integer']);
    }
    expect(keys(filledForm('9'.repeat(41)), USDT_TRC20)).toEqual(['amount_integer']);
    expect(keys(filledForm('100.0'), USDT_TRC20)).toEqual([]);
  });

  it('wants a multiple of the step of BTC and ETH, naming the step', () => {
    expect(validate(filledForm('0.01'), BTC_OMNI)).toEqual([]);
    expect(validate(filledForm('0.5'), BTC_OMNI)).toEqual([]);
    expect(validate(filledForm('0.00005'), BTC_OMNI)).toEqual([{ field: 'amount', key: 'amount_step', params: { step: '0.0001', coin: 'BTC' } }]);
    expect(validate(filledForm('1e3'), BTC_OMNI)).toEqual([{ field: 'amount', key: 'amount_step', params: { step: '0.0001', coin: 'BTC' } }]);
    expect(validate(filledForm('0.0105'), ETH_ERC20)).toEqual([{ field: 'amount', key: 'amount_step', params: { step: '0.001', coin: 'ETH' } }]);
  });

  it('wants at least the minimum, with the minimum and coin as parameters', () => {
    expect(validate(filledForm('9'), USDT_TRC20)).toEqual([{ field: 'amount', key: 'amount_below_min', params: { min: '10', coin: 'USDT' } }]);
    expect(validate(filledForm('0'), ETH_ERC20)).toEqual([{ field: 'amount', key: 'amount_below_min', params: { min: '0.01', coin: 'ETH' } }]);
    expect(validate(filledForm('0.0009'), BTC_OMNI)).toEqual([{ field: 'amount', key: 'amount_below_min', params: { min: '0.001', coin: 'BTC' } }]);
    expect(validate(filledForm('0.01'), ETH_ERC20)).toEqual([]);
  });

  it('refuses more than a billion coins', () => {
    expect(keys(filledForm('1000000000'), USDT_TRC20)).toEqual([]);
    expect(keys(filledForm('1000000001'), USDT_TRC20)).toEqual(['amount_too_large']);
  });

  it('reports the proof: refused at pick, still uploading, failed', () => {
    const big = pickProof(setAmount(initialForm(), '100'), { ...PNG, size: 6 * 1024 * 1024 }, 1);
    expect(keys(big, USDT_TRC20)).toEqual(['proof_too_large']);
    const uploading = pickProof(setAmount(initialForm(), '100'), PNG, 1);
    expect(keys(uploading, USDT_TRC20)).toEqual(['proof_uploading']);
    expect(keys(proofFailed(uploading, 1, null), USDT_TRC20)).toEqual(['proof_failed']);
  });

  it("checks a given hash by the network's format", () => {
    expect(keys(filledForm('100', BARE_HASH), USDT_TRC20)).toEqual([]);
    expect(keys(filledForm('100', BARE_HASH.toLowerCase()), { ...USDT_TRC20, network: 'OMNI' })).toEqual([]);
    expect(keys(filledForm('100', EVM_HASH), ETH_ERC20)).toEqual([]);
    expect(keys(filledForm('100', EVM_HASH), USDT_TRC20)).toEqual(['hash_invalid']);
    expect(keys(filledForm('100', BARE_HASH), ETH_ERC20)).toEqual(['hash_invalid']);
    expect(keys(filledForm('100', '0x1234'), ETH_ERC20)).toEqual(['hash_invalid']);
    expect(keys(filledForm('100', `${BARE_HASH}zz`.slice(2)), USDT_TRC20)).toEqual(['hash_invalid']);
    // A network the app does not know is left to the server.
    expect(keys(filledForm('100', 'whatever'), { ...USDT_TRC20, network: 'BEP20' })).toEqual([]);
  });

  it('keeps empty fields and a running upload quiet until the first submit', () => {
    const f = pickProof(initialForm(), PNG, 1);
    const errors = validate(setHash(f, '0x12'), ETH_ERC20);
    expect(visibleErrors(errors, { submitted: false }).map((e) => e.key)).toEqual(['hash_invalid']);
    expect(visibleErrors(errors, { submitted: true }).map((e) => e.key)).toEqual(['amount_required', 'proof_uploading', 'hash_invalid']);
    expect(errorOf(errors, 'hash')?.key).toBe('hash_invalid');
    expect(errorOf(errors, 'proof')?.key).toBe('proof_uploading');
  });
});
