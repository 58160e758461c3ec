import { newIdempotencyKey } from '../../wallet/model/idempotency';

/** One press of a money button: what it asked for and the idempotency key it was sent with. */
export type Attempt = { signature: string; key: string };

/**
 * The key a press sends: a retry of the same request after a failure (a timeout, a lost connection) reuses it, so the
 * server subscribes at most once; a different request is a new submission with a new key.
 */
export function attemptFor(last: Attempt | null, signature: string, makeKey: () => string = newIdempotencyKey): Attempt {
  return last !== null && last.signature === signature ? last : { signature, key: makeKey() };
}
