import type { SessionStore } from '../users/index.js';
import type { UserTotp } from './totp.service.js';
import type { WalletLogin } from './wallets.service.js';

/** The account module's public service: the users' second factor, their wallets, and what the back office reads. */
export class AccountService {
  constructor(readonly totp: UserTotp, readonly wallets: WalletLogin, private readonly sessions: SessionStore) {}

  /** What support sees of a user's account security; never the secret. */
  async securityOf(userId: number) {
    const [totp, wallets, live] = await Promise.all([this.totp.status(userId), this.wallets.list(userId), this.sessions.liveCount(userId)]);
    return { totp_enabled: totp.enabled, wallets, live_sessions: live };
  }
}
