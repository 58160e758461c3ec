import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the support module (86xx); their messages are in support.messages.json under the same keys. */
export const supportErrors = defineErrors({
  support_not_found: { code: 8601, http: 404 },
  support_closed: { code: 8602, http: 409 },
  support_taken: { code: 8603, http: 409 },
  support_not_yours: { code: 8604, http: 409 },
  support_empty_message: { code: 8605, http: 422 },
  support_faq_category_missing: { code: 8606, http: 422 },
  support_faq_empty: { code: 8607, http: 422 },
});

type SupportErrors = typeof supportErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends SupportErrors {}
}
