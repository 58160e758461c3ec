import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { validate, visibleErrors, type DepositContext } from '../model/errors';
import {
  afterRefusal, clearProof, initialForm, newIdempotencyKey, pickProof, proofFailed, proofUploaded, retryProof, setAmount, setHash,
  submitAttempt, type DepositForm,
} from '../model/form';
import { checkProofFile } from '../model/proof';
import type { DepositRecord } from '../model/records';
import { chargeBody, summarize } from '../model/summary';
import { useChargeRequest, useUploadProof } from '../queries';

/**
 * The deposit form's state around the pure model: the picked file and its preview, the upload of the proof (kept
 * by id), and the request with its idempotency key. The component only renders what this answers.
 */
export function useDepositForm(ctx: DepositContext) {
  const [form, setForm] = useState<DepositForm>(initialForm);
  const [preview, setPreview] = useState<string | null>(null);
  const [record, setRecord] = useState<DepositRecord | null>(null);
  const file = useRef<File | null>(null);
  const seq = useRef(0);
  const upload = useUploadProof();
  const charge = useChargeRequest();
  const errors = validate(form, ctx);

  // The preview is an object URL of the picked file: let it go when replaced or when the page closes.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const send = (picked: File, n: number): void => {
    upload.mutateAsync(picked).then(
      (u) => setForm((f) => proofUploaded(f, n, u.id)),
      (e: unknown) => setForm((f) => proofFailed(f, n, e instanceof ApiError && e.kind === 'server' ? e.message : null)),
    );
  };

  const pick = (picked: File | undefined): void => {
    if (!picked) return;
    seq.current += 1;
    const n = seq.current;
    const accepted = checkProofFile(picked) === null;
    setForm((f) => pickProof(f, picked, n));
    file.current = picked;
    setPreview(accepted ? URL.createObjectURL(picked) : null);
    if (accepted) send(picked, n);
  };

  const retry = (): void => {
    if (!file.current) return;
    seq.current += 1;
    const n = seq.current;
    setForm((f) => retryProof(f, n));
    send(file.current, n);
  };

  const remove = (): void => {
    file.current = null;
    setPreview(null);
    setForm(clearProof);
  };

  const submit = async (): Promise<void> => {
    const next = submitAttempt(form, () => newIdempotencyKey());
    setForm(next);
    const summary = summarize(next, ctx);
    if (summary === null || next.key === null || charge.isPending) return;
    try {
      setRecord(await charge.mutateAsync(chargeBody(summary, next.key)));
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'server') {
        setForm((f) => afterRefusal(f, e.code));
        if (afterRefusal(next, e.code) !== next) setPreview(null);
      }
    }
  };

  /** Back to an empty form for another deposit. */
  const restart = (): void => {
    file.current = null;
    setPreview(null);
    setRecord(null);
    setForm(initialForm());
  };

  return {
    form, preview, record, shown: visibleErrors(errors, form), pending: charge.isPending,
    setAmount: (v: string) => setForm((f) => setAmount(f, v)),
    setHash: (v: string) => setForm((f) => setHash(f, v)),
    pick, retry, remove, submit, restart,
  };
}

export type DepositFormApi = ReturnType<typeof useDepositForm>;
