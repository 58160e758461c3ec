import nodemailer from 'nodemailer';
import type { Message } from '../../platform/notifier.js';

/** One provider: delivers a message or throws with the provider's reason. */
export type Transport = { name: string; deliver(message: Message): Promise<void> };

/** Email through an SMTP server (nodemailer): SMTP_URL such as smtp://user:password@host:587, SMTP_FROM the sender. */
export function smtpTransport(url: string, from: string): Transport {
  const mailer = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(m) {
      await mailer.sendMail({ from, to: m.destination, subject: m.subject, text: m.body, ...(m.html ? { html: m.html } : {}) });
    },
  };
}

/**
 * SMS through an HTTP gateway: POST SMS_URL with JSON { to, text } and `Authorization: Bearer SMS_KEY`; any 2xx
 * answer is delivered. Most providers accept this shape directly or behind a small adapter of the operator's.
 */
export function httpSmsTransport(url: string, key: string | undefined): Transport {
  return {
    name: 'http',
    async deliver(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ to: `+${m.destination.replace(/-/g, '')}`, text: m.body }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
