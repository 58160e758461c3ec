export type Message = {
  channel: 'sms' | 'email'; destination: string; subject: string; body: string; code?: string;
  /** The email's HTML version (the codes module's template); text-only channels ignore it. */
  html?: string;
  /** Until when delivering it still makes sense (a code's expiry): retries stop there. */
  expiresAt?: number;
};

/**
 * Delivers verification codes and notices. The codes module's outbox is the embedded default; production adapters
 * (SMTP, an HTTP SMS provider) implement it too.
 */
export type Notifier = { send(message: Message): Promise<void> };
