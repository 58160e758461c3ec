import { formatAmount } from '@candor/shared';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { LedgerService } from './ledger.service.js';

const account = z.object({ asset: z.string(), kind: z.string(), mode: z.enum(['real', 'demo']), available: z.string(), locked: z.string() });

export function registerLedgerRoutes(api: Api, s: { ledger: LedgerService; sessions: SessionStore }): void {
  api.get('/getBalance', {
    preHandler: requireUser(s.sessions),
    schema: { tags: ['wallet'], summary: "The user's accounts in the request's mode (X-Demo selects demo)", response: { 200: envelope(z.array(account)) } },
  }, async (req) => {
    const user = currentUser(req);
    const mode = req.demo || user.kind === 'guest' ? 'demo' : 'real';
    const balances = await s.ledger.balances(user.id, mode);
    return ok(balances.map((b) => ({
      asset: b.asset, kind: b.kind, mode: b.mode, available: formatAmount(b.available), locked: formatAmount(b.locked),
    })));
  });
}
