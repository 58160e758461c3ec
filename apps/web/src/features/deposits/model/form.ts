import { checkProofFile, type PickedFile, type ProofFileError } from './proof';

/**
 * The proof's life in the form. `seq` numbers each pick, so the answer of an upload the user has since replaced
 * is ignored. A failed upload keeps the server's message (already translated) when there was one.
 */
export type ProofState =
  | { status: 'none' }
  | { status: 'invalid'; name: string; error: ProofFileError }
  | { status: 'uploading'; seq: number; name: string }
  | { status: 'done'; seq: number; name: string; id: number }
  | { status: 'failed'; seq: number; name: string; message: string | null };

/**
 * The deposit request form. `key` is the idempotency key of the request being sent: made at the first submit and
 * kept while nothing changes, so a retry after a lost answer cannot record the deposit twice; any edit drops it.
 */
export type DepositForm = { amount: string; hash: string; proof: ProofState; submitted: boolean; key: string | null };

export const initialForm = (): DepositForm => ({ amount: '', hash: '', proof: { status: 'none' }, submitted: false, key: null });

export const setAmount = (f: DepositForm, amount: string): DepositForm => ({ ...f, amount: amount.replace(/\s+/g, ''), key: null });

export const setHash = (f: DepositForm, hash: string): DepositForm => ({ ...f, hash: hash.trim(), key: null });

/** A file was picked: refused at once when it cannot be a proof, else its upload starts under number `seq`. */
export function pickProof(f: DepositForm, file: PickedFile, seq: number): DepositForm {
  const error = checkProofFile(file);
  const proof: ProofState = error ? { status: 'invalid', name: file.name, error } : { status: 'uploading', seq, name: file.name };
  return { ...f, proof, key: null };
}

/** The upload `seq` answered with an id; ignored when another file was picked since. */
export function proofUploaded(f: DepositForm, seq: number, id: number): DepositForm {
  if (f.proof.status !== 'uploading' || f.proof.seq !== seq) return f;
  return { ...f, proof: { status: 'done', seq, name: f.proof.name, id } };
}

export function proofFailed(f: DepositForm, seq: number, message: string | null): DepositForm {
  if (f.proof.status !== 'uploading' || f.proof.seq !== seq) return f;
  return { ...f, proof: { status: 'failed', seq, name: f.proof.name, message } };
}

/** A retry of a failed upload under a new number. */
export function retryProof(f: DepositForm, seq: number): DepositForm {
  if (f.proof.status !== 'failed') return f;
  return { ...f, proof: { status: 'uploading', seq, name: f.proof.name }, key: null };
}

export const clearProof = (f: DepositForm): DepositForm => ({ ...f, proof: { status: 'none' }, key: null });

/** A submit: errors may now show for empty fields, and the request gets its idempotency key (the same on a retry). */
export const submitAttempt = (f: DepositForm, makeKey: () => string): DepositForm => ({ ...f, submitted: true, key: f.key ?? makeKey() });

/** Server codes that mean the proof cannot serve this request (not found, already used): the user uploads another. */
export const PROOF_REFUSALS: readonly number[] = [6216, 6217, 6218];

/** After the server refused the request: a refused proof is dropped so another can be picked. */
export function afterRefusal(f: DepositForm, code: number): DepositForm {
  return PROOF_REFUSALS.includes(code) ? clearProof(f) : f;
}

/** The proof id to send, when the upload is done. */
export const proofId = (f: DepositForm): number | null => (f.proof.status === 'done' ? f.proof.id : null);

/** A fresh idempotency key (the server takes 8-64 of A-Za-z0-9_.:-): "dep-" and 32 random hex digits. */
export function newIdempotencyKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return `dep-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
