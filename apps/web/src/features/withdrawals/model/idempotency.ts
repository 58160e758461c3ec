/** One press of Submit: what it asked for and the idempotency key it was sent with. */
export type Attempt = { signature: string; key: string };

/**
 * The attempt a press of Submit sends: a retry of the same request after a failure (a timeout, a lost answer)
 * keeps the key, so the server records the withdrawal at most once; any other request gets a new key. The page
 * forgets the attempt once it succeeded.
 */
export function attemptFor(last: Attempt | null, signature: string, makeKey: () => string): Attempt {
  return last !== null && last.signature === signature ? last : { signature, key: makeKey() };
}

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

/** A fresh key (the server takes 8-64 of A-Za-z0-9_.:-): "wd-" and 32 random hex digits. */
export function newIdempotencyKey(random: RandomSource = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return `wd-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
