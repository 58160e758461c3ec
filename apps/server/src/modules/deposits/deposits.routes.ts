import { depositsRoutes as routes, type CoinChoiceFields } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { readUploadedFile, type UploadsService } from '../uploads/index.js';
import type { CoinsService } from '../coins/index.js';
import { depositAddress, depositCoin, depositInfo } from './deposits.info.js';
import type { DepositsService } from './deposits.service.js';

type Deps = { deposits: DepositsService; uploads: UploadsService; coins: CoinsService; sessions: SessionResolver };

/** The user's side of deposits (packages/shared/src/api/deposits.ts): coins and addresses, the proof upload, the request and the records. */
export function registerDepositUserRoutes(api: Api, s: Deps): void {
  const user = { preHandler: requireUser(s.sessions) };
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };

  serve(api, routes.uploadProof, real, async (req) => {
    const file = await readUploadedFile(req);
    const u = await s.uploads.save(currentUser(req).id, 'deposit_proof', file);
    return { id: u.id, url: `/api/uploads/${u.id}`, mime: u.mime, size: u.size, width: u.width, height: u.height };
  });

  serve(api, routes.coins, user, async () => (await s.coins.list()).map(depositCoin));

  const answerAddress = async (choice: CoinChoiceFields) => {
    const { coin, network, address } = await s.deposits.address(choice);
    return depositAddress(coin, network, address);
  };
  serve(api, routes.address, real, async (req) => answerAddress(req.body));
  serve(api, routes.addressQuery, real, async (req) => answerAddress(req.query));

  serve(api, routes.info, user, async (req) => {
    const coin = await s.deposits.coinOf(req.body);
    const network = req.body.network?.trim() ? (await s.coins.network(coin.asset, req.body.network.trim())).network : undefined;
    return depositInfo(coin, network, req.lang);
  });

  serve(api, routes.charge, real, async (req) => s.deposits.charge(currentUser(req).id, req.body, idempotencyKeyOf(req)));

  serve(api, routes.records, user, async (req) => s.deposits.records(currentUser(req).id, req.query));
}
