import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the proof module (97xx); their messages are in proof.messages.json under the same keys. */
export const proofErrors = defineErrors({
  proof_not_published: { code: 9701, http: 404 },
});

type ProofErrors = typeof proofErrors;
declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends ProofErrors {}
}
