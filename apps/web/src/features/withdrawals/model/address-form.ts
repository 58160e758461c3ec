import { FUND_PASSWORD_PATTERN, checkCode, isNetworkCode, isValidAddress } from '@candor/shared';

/** Longest remark the server keeps (wallet/addaddress). */
export const REMARK_MAX = 40;

/** The add-address form; `submitted` lets the errors of fields not filled in yet show. */
export type AddressForm = { address: string; remark: string; payPassword: string; code: string; submitted: boolean };

export const initialAddressForm = (): AddressForm => ({ address: '', remark: '', payPassword: '', code: '', submitted: false });

/** Keys under `withdrawals:errors.`, with their parameters. */
export type AddressError =
  | { field: 'address'; key: 'address_empty' }
  | { field: 'address'; key: 'address_invalid'; params: { network: string } }
  | { field: 'remark'; key: 'remark_too_long'; params: { max: number } }
  | { field: 'pay_password'; key: 'fund_password_required' | 'fund_password_format' | 'fund_password_missing' }
  | { field: 'code'; key: 'code_required' | 'code_invalid' };

export type AddressField = AddressError['field'];

/** The address field's live state for a network: nothing typed, valid (checksum included) or not. */
export function addressStatus(network: string, address: string): 'empty' | 'valid' | 'invalid' {
  const v = address.trim();
  if (v === '') return 'empty';
  return isNetworkCode(network) && isValidAddress(network, v) ? 'valid' : 'invalid';
}

/** Every error of the form, in its order: address, remark, fund password, code. */
export function validateAddressForm(f: AddressForm, ctx: { network: string; hasFundPassword: boolean | null }): AddressError[] {
  const errors: AddressError[] = [];
  const status = addressStatus(ctx.network, f.address);
  if (status === 'empty') errors.push({ field: 'address', key: 'address_empty' });
  if (status === 'invalid') errors.push({ field: 'address', key: 'address_invalid', params: { network: ctx.network } });
  if (f.remark.trim().length > REMARK_MAX) errors.push({ field: 'remark', key: 'remark_too_long', params: { max: REMARK_MAX } });
  if (ctx.hasFundPassword === false) errors.push({ field: 'pay_password', key: 'fund_password_missing' });
  else if (f.payPassword === '') errors.push({ field: 'pay_password', key: 'fund_password_required' });
  else if (!FUND_PASSWORD_PATTERN.test(f.payPassword)) errors.push({ field: 'pay_password', key: 'fund_password_format' });
  const code = checkCode(f.code.trim());
  if (code === 'code_required' || code === 'code_invalid') errors.push({ field: 'code', key: code });
  return errors;
}

/** Before the first submit only what is wrong with what was typed shows (a bad address, a long remark). */
export function visibleAddressErrors(errors: readonly AddressError[], f: Pick<AddressForm, 'submitted'>): AddressError[] {
  return f.submitted ? [...errors] : errors.filter((e) => e.key === 'address_invalid' || e.key === 'remark_too_long');
}

export const addressErrorOf = (errors: readonly AddressError[], field: AddressField): AddressError | undefined => errors.find((e) => e.field === field);

/** The body of wallet/addaddress. */
export const addAddressBody = (f: AddressForm, coin: string, network: string) => ({
  coin, network, address: f.address.trim(), remark: f.remark.trim(), pay_password: f.payPassword, code: f.code.trim(),
});
