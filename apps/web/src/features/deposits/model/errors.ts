import { checkDepositAmount, isNetworkCode, isValidTxHash } from '@candor/shared';
import { depositRuleOf, limitsOf } from './coins';
import type { DepositForm } from './form';
import type { ProofFileError } from './proof';

/** Keys under `deposits:errors.`, with the parameters each is formatted with. */
export type DepositError =
  | { field: 'amount'; key: 'amount_required' | 'amount_integer' | 'amount_too_large' }
  | { field: 'amount'; key: 'amount_below_min'; params: { min: string; coin: string } }
  | { field: 'amount'; key: 'amount_step'; params: { step: string; coin: string } }
  | { field: 'proof'; key: 'proof_required' | 'proof_uploading' | 'proof_failed' | ProofFileError }
  | { field: 'hash'; key: 'hash_invalid' };

export type DepositField = DepositError['field'];

/** What the form checks against: the coin, its network, its minimum and deposit step as the server answered them. */
export type DepositContext = { coin: string; network: string; minDeposit: string; step?: string; decimals?: number };

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * The amount as the request sends it, in the wire's one spelling: no leading zeros, no trailing point ("0010" is
 * "10", "0.50" stays "0.50", "5." is "5"); '' while nothing is typed; null for anything that is not a plain decimal
 * (a sign, an exponent, other digits).
 */
export function wireAmount(text: string): string | null {
  const v = text.trim();
  if (v === '') return '';
  const m = DECIMAL.exec(v);
  if (!m || v.length > 40) return null;
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  return m[2] ? `${whole}.${m[2]}` : whole;
}

/**
 * The amount by the shared deposit rule (the server's): a multiple of the coin's step (whole numbers for
 * stablecoins), at least the minimum, at most a billion coins.
 */
function amountError(text: string, ctx: DepositContext): DepositError | null {
  const v = wireAmount(text);
  const rule = depositRuleOf(ctx);
  const { min, step, whole } = limitsOf(ctx);
  if (v === null) return whole ? { field: 'amount', key: 'amount_integer' } : { field: 'amount', key: 'amount_step', params: { step, coin: ctx.coin } };
  const checked = checkDepositAmount(v, rule);
  if (checked.ok) return null;
  switch (checked.error) {
    case 'deposit_amount_required': return { field: 'amount', key: 'amount_required' };
    case 'deposit_amount_integer': return { field: 'amount', key: 'amount_integer' };
    case 'deposit_amount_step': return { field: 'amount', key: 'amount_step', params: { step, coin: ctx.coin } };
    case 'deposit_amount_too_large': return { field: 'amount', key: 'amount_too_large' };
    case 'deposit_amount_below_min': return { field: 'amount', key: 'amount_below_min', params: { min, coin: ctx.coin } };
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
