import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Lang } from '../../platform/i18n/messages.js';
import { generateSiweNonce } from 'viem/siwe';
import type { DemoService } from '../demo/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import type { UserTotp } from './totp.service.js';
import { checkAddress, checkErc, checkTrc, ercMessage, trcMessage, type WalletCheck } from './wallet.verify.js';
import { createWalletsRepo } from './wallets.repo.js';

export const NONCE_TTL_MS = 5 * 60_000;
export const MAX_WALLETS = 5;
export type Chain = 'erc' | 'trc';
export type WalletRow = { id: number; chain: Chain; address: string; created_at: number };
export type Signed = { chain?: string | undefined; message?: string | undefined; signature?: string | undefined };
/** Where the request came from: the SIWE domain (host and port) and the URI the message names. */
export type Origin = { domain: string; uri: string };

const chainOf = (chain: string | undefined): Chain => (chain === 'erc' || chain === 'trc' ? chain : fail('wallet_chain_invalid'));

/**
 * Login by a wallet's signature. The server hands out a nonce inside the exact message to sign (EIP-4361 for ERC,
 * its TRON twin for TRC), checks the signature itself (viem; @noble for TRON), and spends the nonce once. A wallet
 * not bound yet creates an account (with its demo money); a signed-in user binds a wallet to log in with it later.
 */
export class WalletLogin {
  private readonly repo;

  constructor(
    db: Db, private readonly clock: Clock, private readonly chainId: number, private readonly fixedDomain: string | undefined,
    private readonly users: UsersService, private readonly ledger: LedgerService, private readonly demo: DemoService, private readonly totp: UserTotp,
  ) {
    this.repo = createWalletsRepo(db);
  }

  originOf(host: string | undefined, protocol: string): Origin {
    const domain = this.fixedDomain ?? host ?? 'localhost';
    return { domain, uri: `${protocol}://${domain}` };
  }

  /** A single-use nonce and the message the wallet signs, valid 5 minutes. */
  async nonce(f: { chain?: string | undefined; address?: string | undefined }, origin: Origin): Promise<{ nonce: string; message: string; expires_at: number }> {
    const chain = chainOf(f.chain);
    const address = checkAddress(chain, f.address);
    if (!address) fail(chain === 'erc' ? 'wallet_switch_erc' : 'wallet_switch_trc');
    const now = this.clock.now();
    const nonce = generateSiweNonce().slice(0, 32);
    const expiresAt = now + NONCE_TTL_MS;
    await this.repo.insertNonce({ nonce, chain, created_at: now, expires_at: expiresAt });
    const p = { ...origin, address, nonce, issuedAt: now, expiresAt };
    return { nonce, message: chain === 'erc' ? ercMessage({ ...p, chainId: this.chainId }) : trcMessage(p), expires_at: expiresAt };
  }

  /** Checks a signed message and spends its nonce: answers the chain and the signer's address. */
  async verify(f: Signed, origin: Origin): Promise<{ chain: Chain; address: string }> {
    const chain = chainOf(f.chain);
    if (!f.message || !f.signature) fail('wallet_connect_failed');
    const expect = { domain: origin.domain, chainId: this.chainId, now: this.clock.now() };
    const check: WalletCheck = chain === 'erc' ? await checkErc(f.message, f.signature, expect) : checkTrc(f.message, f.signature, expect);
    if (!check.ok) fail(check.why === 'switch_erc' ? 'wallet_switch_erc' : check.why === 'switch_trc' ? 'wallet_switch_trc' : 'wallet_connect_failed');
    if (!(await this.repo.spendNonce(check.nonce, chain, this.clock.now()))) fail('wallet_connect_failed');
    return { chain, address: check.address };
  }

  /**
   * Logs in the account the wallet is bound to (asking its second factor when on), or creates one for a new wallet.
   * Answers the user's id; the caller opens the session.
   */
  async login(f: Signed & { totp?: string | undefined }, origin: Origin, lang: Lang): Promise<number> {
    const { chain, address } = await this.verify(f, origin);
    const bound = await this.repo.byAddress(chain, address);
    if (bound) {
      const user = await this.users.byId(bound.user_id);
      if (!user) return fail('wallet_connect_failed');
      if (user.status === 'frozen') fail('account_frozen');
      await this.totp.verify(user.id, f.totp);
      return user.id;
    }
    return this.ledger.transaction(async (tx) => {
      const id = await this.users.create(tx, { kind: 'user', password_hash: null, referrer_id: null, lang, sms_consent: false });
      await this.demo.fund(tx, id);
      await this.repo.bind({ user_id: id, chain, address, created_at: this.clock.now() }, tx).catch((e: unknown) => {
        // The same new wallet signed in twice at once: the unique index lets one account through.
        if (e instanceof Error && /unique|duplicate/i.test(e.message)) fail('wallet_connect_failed');
        throw e;
      });
      return id;
    });
  }

  /** Binds a wallet the signed-in user signed for; a wallet bound to any account stays where it is. */
  async bind(userId: number, f: Signed, origin: Origin): Promise<WalletRow[]> {
    const { chain, address } = await this.verify(f, origin);
    if (await this.repo.byAddress(chain, address)) fail('wallet_bound');
    if ((await this.repo.countOf(userId)) >= MAX_WALLETS) fail('wallet_limit', { max: MAX_WALLETS });
    await this.repo.bind({ user_id: userId, chain, address, created_at: this.clock.now() }).catch((e: unknown) => {
      if (e instanceof Error && /unique|duplicate/i.test(e.message)) fail('wallet_bound');
      throw e;
    });
    return this.list(userId);
  }

  async list(userId: number): Promise<WalletRow[]> {
    return (await this.repo.ofUser(userId)) as WalletRow[];
  }

  async unbind(userId: number, id: number): Promise<WalletRow[]> {
    if (!(await this.repo.unbind(userId, id))) fail('wallet_not_found');
    return this.list(userId);
  }

  pruneNonces(now: number): Promise<number> {
    return this.repo.pruneNonces(now - NONCE_TTL_MS);
  }
}
