import { accountRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireRealAccount, requireUser, type SessionUser } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { fail } from '../../platform/http/errors.js';
import { toPublicUser, type UsersService } from '../users/index.js';
import type { AccountService } from './account.service.js';

/** The name an authenticator app shows for the account. */
const labelOf = (u: SessionUser): string => u.email ?? u.username ?? (u.phone ? `+${u.area_code ?? ''} ${u.phone}` : `user ${u.id}`);

/** Two-factor, sessions, bound wallets and wallet login (packages/shared/src/api/account.ts). */
export function registerAccountRoutes(api: Api, s: { account: AccountService; users: UsersService }): void {
  const user = { preHandler: requireUser(s.users.sessions) };
  // A guest (demo) account has nothing to protect: turning on two-factor and binding a wallet are refused there.
  const real = { preHandler: [requireUser(s.users.sessions), requireRealAccount] };
  const { totp, wallets } = s.account;
  const originOf = (req: FastifyRequest) => wallets.originOf(req.headers.host, req.protocol);

  serve(api, routes.twoFactor, user, async (req) => totp.status(currentUser(req).id));

  serve(api, routes.twoFactorSetup, real, async (req) => totp.setup(currentUser(req).id, labelOf(currentUser(req))));

  serve(api, routes.twoFactorEnable, real, async (req) => totp.enable(currentUser(req).id, req.body.code));

  serve(api, routes.twoFactorDisable, user, async (req) => {
    await totp.disable(currentUser(req).id, req.body.code);
    return null;
  });

  serve(api, routes.sessions, user, async (req) => s.users.sessions.listOf(currentUser(req).id, req.token as string));

  serve(api, routes.endSession, user, async (req) => {
    const id = req.body.id;
    if (id === undefined || !(await s.users.sessions.revokeById(currentUser(req).id, id))) fail('session_not_found');
    return s.users.sessions.listOf(currentUser(req).id, req.token as string);
  });

  serve(api, routes.walletNonce, {}, async (req) => wallets.nonce(req.body, originOf(req)));

  serve(api, routes.walletLogin, {}, async (req) => {
    const userId = await wallets.login(req.body, originOf(req), req.lang);
    const { token, expiresAt } = await s.users.sessions.create(userId, req.ip, req.headers['user-agent']);
    const row = await s.users.byId(userId);
    if (!row) return fail('wallet_connect_failed');
    return { token, expires_at: expiresAt, user: toPublicUser(row) };
  });

  serve(api, routes.wallets, user, async (req) => wallets.list(currentUser(req).id));

  serve(api, routes.bindWallet, real, async (req) => wallets.bind(currentUser(req).id, req.body, originOf(req)));

  serve(api, routes.unbindWallet, user, async (req) => {
    if (req.body.id === undefined) fail('wallet_not_found');
    return wallets.unbind(currentUser(req).id, req.body.id);
  });
}
