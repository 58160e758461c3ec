import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the API keys (96xx); their messages are in openapi.messages.json under the same keys. */
export const openapiErrors = defineErrors({
  apikey_label_invalid: { code: 9601, http: 422 },
  apikey_ip_invalid: { code: 9602, http: 422 },
  apikey_limit_reached: { code: 9603, http: 409 },
  apikey_not_found: { code: 9604, http: 404 },
  apikey_revoked: { code: 9605, http: 409 },
});

type OpenapiErrors = typeof openapiErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends OpenapiErrors {}
}
