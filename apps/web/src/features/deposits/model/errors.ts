import { checkDepositAmount, isNetworkCode, isValidTxHash, tryParseAmount } from '@candor/shared';
import { wholeMinimumText } from './coins';
import type { DepositForm } from './form';
import type { ProofFileError } from './proof';

/** Keys under `deposits:errors.`, with the parameters each is formatted with. */
export type DepositError =
  | { field: 'amount'; key: 'amount_required' | 'amount_integer' | 'amount_too_large' }
  | { field: 'amount'; key: 'amount_below_min'; params: { min: string; coin: string } }
  | { field: 'proof'; key: 'proof_required' | 'proof_uploading' | 'proof_failed' | ProofFileError }
  | { field: 'hash'; key: 'hash_invalid' };

export type DepositField = DepositError['field'];

/** What the form checks against: the coin, its network and its minimum as the server answered it. */
export type DepositContext = { coin: string; network: string; minDeposit: string; decimals?: number };

const WHOLE = /^\d+$/;

/**
 * The amount as the request sends it: the digits typed, without leading zeros (the wire's one spelling); '' while
 * nothing is typed. The field takes digits only: anything else (a point, a sign, an exponent) is not a whole number.
 */
export function wireAmount(text: string): string | null {
  const v = text.trim();
  if (v === '') return '';
  return WHOLE.test(v) && v.length <= 40 ? v.replace(/^0+(?=\d)/, '') : null;
}

/** The amount by the shared deposit rule (the server's): whole coins, at least the minimum, at most a billion. */
function amountError(text: string, ctx: DepositContext): DepositError | null {
  const v = wireAmount(text);
  if (v === null) return { field: 'amount', key: 'amount_integer' };
  const decimals = ctx.decimals ?? 8;
  const checked = checkDepositAmount(v, { decimals, minAtoms: tryParseAmount(ctx.minDeposit.trim(), decimals) ?? 0n });
  if (checked.ok) return null;
  switch (checked.error) {
    case 'deposit_amount_required': return { field: 'amount', key: 'amount_required' };
    case 'deposit_amount_integer': return { field: 'amount', key: 'amount_integer' };
    case 'deposit_amount_too_large': return { field: 'amount', key: 'amount_too_large' };
    case 'deposit_amount_below_min':
      return { field: 'amount', key: 'amount_below_min', params: { min: wholeMinimumText(ctx.minDeposit, ctx.decimals), coin: ctx.coin } };
  }
}

function proofError(f: DepositForm): DepositError | null {
  switch (f.proof.status) {
    case 'none': return { field: 'proof', key: 'proof_required' };
    case 'invalid': return { field: 'proof', key: f.proof.error };
    case 'uploading': return { field: 'proof', key: 'proof_uploading' };
    case 'failed': return { field: 'proof', key: 'proof_failed' };
    case 'done': return null;
  }
}

/** The optional hash: when given, it must have the network's format (EVM: 0x + 64 hex; TRON and OMNI: 64 hex). */
function hashError(hash: string, network: string): DepositError | null {
  const v = hash.trim();
  if (v === '' || !isNetworkCode(network)) return null;
  return isValidTxHash(network, v) ? null : { field: 'hash', key: 'hash_invalid' };
}

/** Every error of the form, in the seed's order: amount, proof, hash. */
export function validate(f: DepositForm, ctx: DepositContext): DepositError[] {
  return [amountError(f.amount, ctx), proofError(f), hashError(f.hash, ctx.network)].filter((e): e is DepositError => e !== null);
}

/** Before the first submit, an empty field is not an error yet, nor is a proof still on its way. */
const QUIET_UNTIL_SUBMIT: readonly DepositError['key'][] = ['amount_required', 'proof_required', 'proof_uploading'];

export function visibleErrors(errors: readonly DepositError[], f: Pick<DepositForm, 'submitted'>): DepositError[] {
  return f.submitted ? [...errors] : errors.filter((e) => !QUIET_UNTIL_SUBMIT.includes(e.key));
}

export const errorOf = (errors: readonly DepositError[], field: DepositField): DepositError | undefined => errors.find((e) => e.field === field);

/** The server's demo refusal ("This Action is Restricted on Demo Account."). */
export const DEMO_RESTRICTED_CODE = 1403;
