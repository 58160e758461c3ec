import { validate, wireAmount, type DepositContext } from './errors';
import { proofId, type DepositForm } from './form';

/** The body of wallet/charge_req. */
export type ChargeBody = {
  coin: string; network: string; amount: string; proof_id: number; hash?: string; idempotency_key: string;
};

/** What the form asks for, once it is valid: the amount as a plain whole number, the coin and network, the proof. */
export type DepositSummary = { amount: string; coin: string; network: string; proofId: number; hash: string | null };

/** The summary of a valid form, or null while anything is missing or wrong. */
export function summarize(f: DepositForm, ctx: DepositContext): DepositSummary | null {
  if (validate(f, ctx).length > 0) return null;
  const id = proofId(f);
  const amount = wireAmount(f.amount);
  if (id === null || amount === null) return null;
  const hash = f.hash.trim();
  return { amount, coin: ctx.coin, network: ctx.network, proofId: id, hash: hash === '' ? null : hash };
}

/** The request to send for a summary, with the form's idempotency key. */
export function chargeBody(s: DepositSummary, key: string): ChargeBody {
  return {
    coin: s.coin, network: s.network, amount: s.amount, proof_id: s.proofId, idempotency_key: key,
    ...(s.hash === null ? {} : { hash: s.hash }),
  };
}
