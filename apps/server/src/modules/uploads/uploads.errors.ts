import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the uploads module (620x); their messages are in uploads.messages.json under the same keys. */
export const uploadsErrors = defineErrors({
  upload_too_large: { code: 6201, http: 413 },
  upload_failed: { code: 6202, http: 422 },
  upload_not_found: { code: 6203, http: 404 },
});

type UploadsErrors = typeof uploadsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends UploadsErrors {}
}
