import { formatAmount } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerService } from '../ledger/index.js';
import type { Hub } from './hub.js';

/**
 * The private `balances` channel: after every committed transaction that moved a user's money, that user's listening
 * clients get the balances of the mode that changed, read after the commit (the shape of GET /api/getBalance).
 */
export function connectBalancesToHub(ledger: LedgerService, hub: Hub, log: FastifyBaseLogger): void {
  ledger.onBalancesChanged((changes) => {
    for (const { userId, mode } of changes) {
      if (!hub.wantsPrivate(userId, 'balances')) continue;
      ledger.balances(userId, mode).then((rows) => {
        hub.publishToUser(userId, 'balances', {
          mode,
          items: rows.map((b) => ({ asset: b.asset, kind: b.kind, mode: b.mode, available: formatAmount(b.available), locked: formatAmount(b.locked) })),
        });
      }, (err: unknown) => log.warn({ err, userId }, 'balances event not sent'));
    }
  });
}
