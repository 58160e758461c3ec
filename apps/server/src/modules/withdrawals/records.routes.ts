import { z } from 'zod';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { DepositsService } from '../deposits/index.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { walletLog, walletLogItem } from './wallet-log.js';
import { pageQuery, walletLogQuery } from './withdrawals.schemas.js';
import { withdrawalSchema } from './withdrawals.views.js';

const tags = ['withdrawals'];
const paged = <T extends z.ZodType>(item: T) => envelope(z.object({ total: z.number(), items: z.array(item) }));

/** The user's withdrawal records (charge_mention/log3) and deposits and withdrawals together (charge_mention/walletLog). */
export function registerRecordsRoutes(api: Api, s: { withdrawals: WithdrawalsService; deposits: DepositsService; sessions: SessionResolver }): void {
  const real = [requireUser(s.sessions), requireRealAccount];

  api.get('/charge_mention/log3', {
    preHandler: real,
    schema: { tags, summary: 'Your withdrawals, newest first: amount, fee, address, network, status, reason, tx hash', querystring: pageQuery, response: { 200: paged(withdrawalSchema) } },
  }, async (req) => ok(await s.withdrawals.records(currentUser(req).id, req.query)));

  api.get('/charge_mention/walletLog', {
    preHandler: real,
    schema: { tags, summary: 'Your deposits and withdrawals together, newest first; type narrows to one', querystring: walletLogQuery, response: { 200: paged(walletLogItem) } },
  }, async (req) => ok(await walletLog(currentUser(req).id, req.query, {
    deposits: (userId, q) => s.deposits.records(userId, q),
    withdrawals: (userId, q) => s.withdrawals.records(userId, q),
  })));
}
