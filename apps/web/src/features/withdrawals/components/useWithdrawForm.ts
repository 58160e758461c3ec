import { useState } from 'react';
import { ApiError } from '../../../api/client';
import type { AddressChoice } from '../model/addresses';
import type { WithdrawCoin, WithdrawInfo } from '../model/coins';
import { isKycRefusal, validate, visibleErrors, type WithdrawContext } from '../model/errors';
import { afterRefusal, fillAll, initialForm, requestOf, setAmount, setPayPassword, submitAttempt, type WithdrawForm } from '../model/form';
import { newIdempotencyKey } from '../model/idempotency';
import type { WithdrawalRecord } from '../model/records';
import { summarize } from '../model/summary';
import { useWithdraw } from '../queries';

type Inputs = { info: WithdrawInfo; coin: WithdrawCoin; network: string; choice: AddressChoice | null; hasFundPassword: boolean | null };

/**
 * The withdraw form's state around the pure model: the fields, the request with its idempotency key (kept for a
 * retry of the same request), and the record once the server took it. The component only renders what this answers.
 */
export function useWithdrawForm({ info, coin, network, choice, hasFundPassword }: Inputs) {
  const [form, setForm] = useState<WithdrawForm>(initialForm);
  const [record, setRecord] = useState<WithdrawalRecord | null>(null);
  // With two-factor on, the authenticator code goes with the fund password (a code works once: emptied after a try).
  const [totp, setTotp] = useState('');
  // A refusal for want of identity verification (KYC), shown with the way to the verification page.
  const [kycRefusal, setKycRefusal] = useState<string | null>(null);
  const withdraw = useWithdraw();
  const addressId = choice?.state === 'chosen' ? choice.entry.id : null;
  const ctx: WithdrawContext = {
    coin, addressId, addressCount: choice === null || choice.state === 'none' ? 0 : choice.count,
    remainingToday: info.remaining_today, dailyLimit: info.daily_limit, hasFundPassword,
  };
  // Until the book has answered there is no address to judge: say nothing about it yet.
  const errors = validate(form, ctx).filter((e) => choice !== null || e.field !== 'address');

  const submit = async (): Promise<void> => {
    if (withdraw.isPending || choice === null) return;
    const request = errors.length === 0 && addressId !== null ? requestOf(form, coin, network, addressId) : null;
    const next = submitAttempt(form, request, () => newIdempotencyKey());
    setForm(next);
    if (request === null || next.attempt === null) return;
    try {
      setTotp('');
      setRecord(await withdraw.mutateAsync({ ...request, idempotency_key: next.attempt.key, ...(info.two_factor && totp ? { totp } : {}) }));
      setForm(initialForm());
    } catch (e) {
      // A refusal (wrong fund password, limit reached) was shown by the client; a lost answer keeps all for a retry.
      if (e instanceof ApiError && e.kind === 'server') {
        setForm((f) => afterRefusal(f, e));
        setKycRefusal(isKycRefusal(e.code) ? e.message : null);
      }
    }
  };

  return {
    form, record, summary: summarize(form.amount, coin), shown: visibleErrors(errors, form), pending: withdraw.isPending,
    setAmount: (v: string) => setForm((f) => setAmount(f, v, coin.decimals)),
    setPayPassword: (v: string) => setForm((f) => setPayPassword(f, v)),
    fillAll: () => setForm((f) => fillAll(f, coin)),
    twoFactor: info.two_factor, totp, setTotp: (v: string) => setTotp(v.replace(/[^\dA-Za-z-]/g, '').slice(0, 20)),
    submit, kycRefusal,
    restart: () => setRecord(null),
  };
}

export type WithdrawFormApi = ReturnType<typeof useWithdrawForm>;
