import { describe, expect, it } from 'vitest';
import {
  afterRefusal, clearProof, initialForm, newIdempotencyKey, pickProof, proofFailed, proofId, proofUploaded, retryProof, setAmount,
  setHash, submitAttempt,
} from './form';
import { checkProofFile, MAX_PROOF_BYTES, PROOF_ACCEPT } from './proof';
import { filledForm, PNG } from './testkit';

describe('the proof image', () => {
  it('takes JPEG, PNG and WebP up to 5 MB, and a file whose type the browser does not know', () => {
    expect(PROOF_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(checkProofFile(PNG)).toBeNull();
    expect(checkProofFile({ name: 'a.jpg', size: MAX_PROOF_BYTES, type: 'image/JPEG' })).toBeNull();
    expect(checkProofFile({ name: 'a', size: 10, type: '' })).toBeNull();
  });

  it('refuses over 5 MB, other types and empty files before uploading', () => {
    expect(checkProofFile({ name: 'big.png', size: MAX_PROOF_BYTES + 1, type: 'image/png' })).toBe('proof_too_large');
    expect(checkProofFile({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe('proof_type');
    expect(checkProofFile({ name: 'a.heic', size: 10, type: 'image/heic' })).toBe('proof_type');
    expect(checkProofFile({ name: 'a.png', size: 0, type: 'image/png' })).toBe('proof_empty');
  });

  it('uploads a good pick and keeps the id the server answered', () => {
    const picked = pickProof(initialForm(), PNG, 1);
    expect(picked.proof).toEqual({ status: 'uploading', seq: 1, name: 'proof.png' });
    expect(proofId(picked)).toBeNull();
    const done = proofUploaded(picked, 1, 41);
    expect(done.proof).toEqual({ status: 'done', seq: 1, name: 'proof.png', id: 41 });
    expect(proofId(done)).toBe(41);
  });

  it('does not upload a refused pick', () => {
    const f = pickProof(initialForm(), { name: 'big.png', size: MAX_PROOF_BYTES * 2, type: 'image/png' }, 1);
    expect(f.proof).toEqual({ status: 'invalid', name: 'big.png', error: 'proof_too_large' });
  });

  it('ignores the answer of an upload that a newer pick replaced', () => {
    const second = pickProof(pickProof(initialForm(), PNG, 1), { ...PNG, name: 'second.png' }, 2);
    expect(proofUploaded(second, 1, 40)).toBe(second);
    expect(proofFailed(second, 1, 'late')).toBe(second);
    expect(proofUploaded(second, 2, 41).proof).toMatchObject({ status: 'done', id: 41, name: 'second.png' });
  });

  it('keeps the reason of a failed upload and retries it under a new number', () => {
    const failed = proofFailed(pickProof(initialForm(), PNG, 1), 1, 'Image Upload Failed');
    expect(failed.proof).toEqual({ status: 'failed', seq: 1, name: 'proof.png', message: 'Image Upload Failed' });
    expect(retryProof(failed, 2).proof).toEqual({ status: 'uploading', seq: 2, name: 'proof.png' });
    expect(retryProof(initialForm(), 2).proof).toEqual({ status: 'none' });
    expect(clearProof(failed).proof).toEqual({ status: 'none' });
  });
});

describe('the idempotency key', () => {
  const keys = ['dep-1', 'dep-2', 'dep-3'];
  const next = () => keys.shift() ?? 'dep-x';

  it('is made at the first submit and reused on a retry of the same request', () => {
    const first = submitAttempt(filledForm(), next);
    expect(first).toMatchObject({ submitted: true, key: 'dep-1' });
    expect(submitAttempt(first, next).key).toBe('dep-1');
  });

  it('is dropped by any change, so a changed request gets a new one', () => {
    const sent = submitAttempt(filledForm(), () => 'dep-a');
    expect(setAmount(sent, '200').key).toBeNull();
    expect(setHash(sent, 'ab').key).toBeNull();
    expect(pickProof(sent, PNG, 5).key).toBeNull();
    expect(clearProof(sent).key).toBeNull();
    expect(submitAttempt(setAmount(sent, '200'), () => 'dep-b').key).toBe('dep-b');
  });

  it('has the form the server takes: dep- and 32 hex digits', () => {
    expect(newIdempotencyKey((b) => b.fill(171))).toBe(`dep-${'ab'.repeat(16)}`);
    expect(newIdempotencyKey()).toMatch(/^dep-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('editing and refusals', () => {
  it('drops spaces from the amount and trims the hash', () => {
    expect(setAmount(initialForm(), ' 1 000 ').amount).toBe('1000');
    expect(setHash(initialForm(), '  0xab  ').hash).toBe('0xab');
  });

  it('drops the proof when the server refused it (missing, not found, used) and keeps it otherwise', () => {
    const f = filledForm();
    expect(afterRefusal(f, 6218).proof).toEqual({ status: 'none' });
    expect(afterRefusal(f, 6217).proof).toEqual({ status: 'none' });
    expect(afterRefusal(f, 6220)).toBe(f);
  });
});
