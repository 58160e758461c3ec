import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the kyc module (72xx); their messages are in kyc.messages.json under the same keys. */
export const kycErrors = defineErrors({
  kyc_pending: { code: 7201, http: 409 },
  kyc_already_approved: { code: 7202, http: 409 },
  kyc_basic_required: { code: 7203, http: 403 },
  kyc_advanced_required: { code: 7204, http: 403 },
  kyc_submission_not_found: { code: 7205, http: 404 },
  kyc_not_pending: { code: 7206, http: 409 },
  kyc_second_admin_required: { code: 7207, http: 409 },
  kyc_reason_required: { code: 7208, http: 422 },
  kyc_busy: { code: 7209, http: 409 },
  kyc_underage: { code: 7210, http: 422 },
  kyc_document_required: { code: 7211, http: 422 },
  kyc_document_invalid: { code: 7212, http: 422 },
});

type KycErrors = typeof kycErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends KycErrors {}
}
