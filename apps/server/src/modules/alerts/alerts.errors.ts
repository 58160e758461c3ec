import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of price alerts (69xx); their messages are in alerts.messages.json under the same keys. */
export const alertsErrors = defineErrors({
  alert_not_found: { code: 6901, http: 404 },
  alert_kind_invalid: { code: 6902, http: 422 },
  alert_value_invalid: { code: 6903, http: 422 },
  alert_limit_reached: { code: 6904, http: 409 },
  alert_already_reached: { code: 6905, http: 409 },
  alert_not_active: { code: 6906, http: 409 },
  alert_not_paused: { code: 6907, http: 409 },
});

type AlertsErrors = typeof alertsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends AlertsErrors {}
}
