import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the codes module (2xxx and 9404); their messages are in codes.messages.json under the same keys. */
export const codesErrors = defineErrors({
  code_too_frequent: { code: 2008, http: 429 },
  dev_outbox_disabled: { code: 9404, http: 404 },
});

type CodesErrors = typeof codesErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends CodesErrors {}
}
