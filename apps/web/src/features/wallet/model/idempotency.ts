import type { TransferRequest } from './transfer';

/** One submission of the form: what it asked for and the idempotency key it was sent with. */
export type Attempt = { signature: string; key: string };

export const signatureOf = (r: TransferRequest): string => [r.from, r.to, r.coin, r.amount].join('|');

/**
 * The attempt a press of Confirm sends: a retry of the same request after a failure (a timeout, a lost connection)
 * reuses the key, so the server does the transfer at most once; anything else is a new submission with a new key.
 * The page forgets the attempt once it succeeded.
 */
export function attemptFor(last: Attempt | null, r: TransferRequest, makeKey: () => string): Attempt {
  const signature = signatureOf(r);
  return last !== null && last.signature === signature ? last : { signature, key: makeKey() };
}

type CryptoLike = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A fresh key: a random UUID. crypto.randomUUID exists only in secure contexts (https, localhost), and a self-hosted
 * server may be reached over plain http, so the same 122 random bits are drawn from getRandomValues there.
 */
export function newIdempotencyKey(c: CryptoLike = globalThis.crypto): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
