export type Message = { channel: 'sms' | 'email'; destination: string; subject: string; body: string; code?: string };

/**
 * Delivers verification codes and notices. The codes module's outbox is the embedded default; production adapters
 * (SMTP, an HTTP SMS provider) implement it too.
 */
export type Notifier = { send(message: Message): Promise<void> };
