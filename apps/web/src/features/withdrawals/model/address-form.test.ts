import { describe, expect, it } from 'vitest';
import { addAddressBody, addressErrorOf, addressStatus, initialAddressForm, REMARK_MAX, validateAddressForm, visibleAddressErrors, type AddressForm } from './address-form';
import { ADDRESSES } from './testkit';

const filled = (over: Partial<AddressForm> = {}): AddressForm => ({
  address: ADDRESSES.TRC20, remark: 'Cold wallet', payPassword: '246810', code: '123456', submitted: false, ...over,
});
const keysOf = (f: AddressForm, network = 'TRC20', hasFundPassword: boolean | null = true) =>
  validateAddressForm(f, { network, hasFundPassword }).map((e) => e.key);

describe('the add-address form', () => {
  it('checks the address live for its network, checksum included', () => {
    expect(addressStatus('TRC20', '')).toBe('empty');
    expect(addressStatus('TRC20', ` ${ADDRESSES.TRC20} `)).toBe('valid');
    expect(addressStatus('ERC20', ADDRESSES.TRC20)).toBe('invalid');
    expect(addressStatus('ERC20', ADDRESSES.ERC20)).toBe('valid');
    expect(addressStatus('ERC20', ADDRESSES.ERC20.replace('a', 'A'))).toBe('invalid'); // EIP-55 checksum broken
    expect(addressStatus('ERC20', ADDRESSES.ERC20.toLowerCase())).toBe('valid');
    expect(addressStatus('OMNI', ADDRESSES.OMNI)).toBe('valid');
    expect(addressStatus('TRC20', `${ADDRESSES.TRC20.slice(0, -1)}u`)).toBe('invalid');
    expect(addressStatus('SOL', ADDRESSES.TRC20)).toBe('invalid');
  });

  it('passes when filled in', () => {
    expect(keysOf(filled())).toEqual([]);
    expect(keysOf(filled({ remark: '' }))).toEqual([]);
  });

  it('names every problem in the form order', () => {
    expect(keysOf(initialAddressForm())).toEqual(['address_empty', 'fund_password_required', 'code_required']);
    expect(keysOf(filled({ address: ADDRESSES.ERC20 }))).toEqual(['address_invalid']);
    expect(keysOf(filled({ remark: 'x'.repeat(REMARK_MAX + 1) }))).toEqual(['remark_too_long']);
    expect(keysOf(filled({ payPassword: '123' }))).toEqual(['fund_password_format']);
    expect(keysOf(filled({ code: '12' }))).toEqual(['code_invalid']);
    expect(keysOf(filled(), 'TRC20', false)).toEqual(['fund_password_missing']);
  });

  it('shows a bad address or a long remark at once, the rest after the first submit', () => {
    const f = filled({ address: 'T123', payPassword: '', code: '' });
    const errors = validateAddressForm(f, { network: 'TRC20', hasFundPassword: true });
    expect(visibleAddressErrors(errors, f)).toEqual([{ field: 'address', key: 'address_invalid', params: { network: 'TRC20' } }]);
    expect(visibleAddressErrors(errors, { submitted: true }).map((e) => e.field)).toEqual(['address', 'pay_password', 'code']);
    expect(addressErrorOf(errors, 'code')?.key).toBe('code_required');
  });

  it('sends the trimmed fields', () => {
    expect(addAddressBody(filled({ address: ` ${ADDRESSES.TRC20}\n`, remark: '  Cold  ', code: ' 123456 ' }), 'USDT', 'TRC20')).toEqual({
      coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, remark: 'Cold', pay_password: '246810', code: '123456',
    });
  });
});
