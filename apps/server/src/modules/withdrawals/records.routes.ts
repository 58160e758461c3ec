import { withdrawalsRoutes as routes } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { DepositsService } from '../deposits/index.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { walletLog } from './wallet-log.js';

/** The user's withdrawal records (charge_mention/log3) and deposits and withdrawals together (charge_mention/walletLog). */
export function registerRecordsRoutes(api: Api, s: { withdrawals: WithdrawalsService; deposits: DepositsService; sessions: SessionResolver }): void {
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };

  serve(api, routes.records, real, async (req) => s.withdrawals.records(currentUser(req).id, req.query));

  serve(api, routes.walletLog, real, async (req) => walletLog(currentUser(req).id, req.query, {
    deposits: (userId, q) => s.deposits.records(userId, q),
    withdrawals: (userId, q) => s.withdrawals.records(userId, q),
  }));
}
