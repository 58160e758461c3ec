import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the content module (88xx); their messages are in content.messages.json under the same keys. */
export const contentErrors = defineErrors({
  content_not_found: { code: 8801, http: 404 },
  content_slug_required: { code: 8802, http: 422 },
  content_slug_taken: { code: 8803, http: 409 },
  content_version_not_found: { code: 8804, http: 404 },
  content_body_empty: { code: 8805, http: 422 },
  content_busy: { code: 8806, http: 409 },
});

type ContentErrors = typeof contentErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends ContentErrors {}
}
