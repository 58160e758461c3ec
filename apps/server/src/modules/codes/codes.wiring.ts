import type { Platform } from '../../platform/kit/module.js';
import type { Notifier } from '../../platform/notifier.js';
import { DeliveryNotifier } from './codes.delivery.js';
import { OutboxNotifier } from './codes.outbox.js';
import { httpSmsTransport, smtpTransport } from './codes.transports.js';

/**
 * The notifier configuration chooses: the embedded outbox for both channels by default; NOTIFY_EMAIL=smtp and
 * NOTIFY_SMS=http send through the providers, tracked and retried (codes.delivery.ts). A notifier given to the app
 * (tests, an operator's adapter) wins over both.
 */
export function notifierOf(platform: Platform): { notifier: Notifier; delivery: DeliveryNotifier | null } {
  if (platform.notifier) return { notifier: platform.notifier, delivery: null };
  const outbox = new OutboxNotifier(platform.db, platform.clock, platform.log);
  const d = platform.config.delivery;
  if (d.email === 'outbox' && d.sms === 'outbox') return { notifier: outbox, delivery: null };
  const email = d.email === 'smtp' && d.smtpUrl ? smtpTransport(d.smtpUrl, d.smtpFrom) : outbox;
  const sms = d.sms === 'http' && d.smsUrl ? httpSmsTransport(d.smsUrl, d.smsKey) : outbox;
  const delivery = new DeliveryNotifier(platform.db, platform.clock, platform.secrets, platform.log, { email, sms });
  return { notifier: delivery, delivery };
}
