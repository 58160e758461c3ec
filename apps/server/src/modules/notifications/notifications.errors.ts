import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the notification centre and web push (70xx); messages in notifications.messages.json. */
export const notificationsErrors = defineErrors({
  notification_not_found: { code: 7001, http: 404 },
  push_subscription_invalid: { code: 7002, http: 422 },
  push_endpoint_refused: { code: 7003, http: 422 },
});

type NotificationsErrors = typeof notificationsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends NotificationsErrors {}
}
