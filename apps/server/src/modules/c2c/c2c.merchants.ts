import { type C2cMerchantMe, type C2cPayMethod } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import { userAccount, type Actor } from '../ledger/index.js';
import type { C2cAds } from './c2c.ads.js';
import type { C2cDeps } from './c2c.deps.js';
import type { MerchantRow } from './c2c.repo.js';
import { atoms, payMethodOut } from './c2c.views.js';

const NICKNAME = /^[\p{L}\p{N}_ .-]{2,30}$/u;
const clean = (v: string | undefined, max: number): string => (v ?? '').trim().slice(0, max);

/**
 * Merchants: a user with advanced KYC applies, compliance approves, the merchant locks the bond (a ledger lock in the
 * merchant's own funding account) and becomes active; quitting closes the ads and unlocks the bond.
 */
export class C2cMerchants {
  constructor(private readonly d: C2cDeps, private readonly ads: C2cAds) {}

  async me(userId: number): Promise<C2cMerchantMe> {
    const [m, level, s] = await Promise.all([this.d.repo.merchantOfUser(userId), this.d.kyc.levelOf(userId), this.d.repo.settings()]);
    return {
      status: m?.status ?? null, id: m?.id ?? null, nickname: m?.nickname ?? null, reason: m?.reason ?? null, kyc_advanced: level === 'advanced',
      bond_required: atoms(s.bond_atoms), bond_asset: s.bond_asset, bond: atoms(m?.bond_atoms ?? 0n),
      card: m ? (await this.ads.cards([m])).get(m.id) ?? null : null,
    };
  }

  /** The caller's merchant row, or c2c_merchant_not_found. */
  async own(userId: number): Promise<MerchantRow> {
    return (await this.d.repo.merchantOfUser(userId)) ?? fail('c2c_merchant_not_found');
  }

  async active(userId: number): Promise<MerchantRow> {
    const m = await this.own(userId);
    if (m.status !== 'active') fail('c2c_merchant_not_active');
    return m;
  }

  /** Applies (or applies again after a refusal or quitting) with a nickname; advanced KYC first. */
  async apply(userId: number, nicknameText: string | undefined): Promise<C2cMerchantMe> {
    if ((await this.d.kyc.levelOf(userId)) !== 'advanced') fail('c2c_kyc_advanced_required');
    const nickname = clean(nicknameText, 60);
    if (!NICKNAME.test(nickname)) fail('c2c_nickname_invalid');
    const now = this.d.clock.now();
    await this.d.ledger.transaction(async (tx) => {
      if (await this.d.repo.nicknameTaken(nickname, userId, tx)) fail('c2c_nickname_taken');
      const existing = await this.d.repo.merchantOfUser(userId, tx);
      const s = await this.d.repo.settings(tx);
      if (!existing) {
        await this.d.repo.insertMerchant(tx, {
          user_id: userId, nickname, status: 'pending', reason: null, bond_asset: s.bond_asset, bond_atoms: 0n, bond_seq: 0,
          applied_at: now, decided_by: null, decided_at: null, updated_at: now,
        });
        return;
      }
      const again = await this.d.repo.updateMerchant(tx, existing.id, ['rejected', 'quit'], {
        nickname, status: 'pending', reason: null, applied_at: now, decided_by: null, decided_at: null, updated_at: now,
      });
      if (!again) fail('c2c_merchant_exists');
    });
    return this.me(userId);
  }

  /** Locks the bond from the funding account: an approved merchant becomes active. */
  async lockBond(userId: number): Promise<C2cMerchantMe> {
    const m = await this.own(userId);
    if (m.status !== 'approved') fail(m.status === 'active' ? 'c2c_merchant_exists' : 'c2c_merchant_not_approved');
    const s = await this.d.repo.settings();
    const actor: Actor = { type: 'user', id: userId };
    await this.d.ledger.transaction(async (tx) => {
      const seq = m.bond_seq + 1;
      if (!(await this.d.repo.updateMerchant(tx, m.id, ['approved'], { status: 'active', bond_asset: s.bond_asset, bond_atoms: s.bond_atoms, bond_seq: seq, updated_at: this.d.clock.now() }))) fail('c2c_busy');
      if (s.bond_atoms > 0n) {
        await this.d.ledger.lock(tx, { account: userAccount(userId, s.bond_asset, 'funding', 'real'), amount: s.bond_atoms, actor, reason: 'c2c_bond', ref: `c2c:bond:${m.id}:${seq}:lock`, detail: m.nickname });
      }
    });
    return this.me(userId);
  }

  /** Stops being a merchant: no open orders; the ads close and the bond unlocks. */
  async quit(userId: number): Promise<C2cMerchantMe> {
    const m = await this.own(userId);
    const actor: Actor = { type: 'user', id: userId };
    await this.d.ledger.transaction(async (tx) => {
      if ((await this.d.repo.openOfMerchant(m.id, tx)) > 0) fail('c2c_open_orders');
      const now = this.d.clock.now();
      if (!(await this.d.repo.updateMerchant(tx, m.id, ['pending', 'approved', 'active', 'suspended'], { status: 'quit', bond_atoms: 0n, updated_at: now }))) fail('c2c_wrong_status');
      await this.d.repo.setMerchantAds(tx, m.id, ['online', 'offline'], 'closed', now);
      if (m.bond_atoms > 0n) {
        await this.d.ledger.unlock(tx, { account: userAccount(userId, m.bond_asset, 'funding', 'real'), amount: m.bond_atoms, actor, reason: 'c2c_bond_release', ref: `c2c:bond:${m.id}:${m.bond_seq}:unlock`, detail: m.nickname });
      }
    });
    return this.me(userId);
  }

  /** The merchant's payment methods; none for a user who never applied. */
  async payMethods(userId: number): Promise<C2cPayMethod[]> {
    const m = await this.d.repo.merchantOfUser(userId);
    return m ? (await this.d.repo.payMethods(m.id)).map(payMethodOut) : [];
  }

  async addPayMethod(userId: number, f: { pay_type?: string | undefined; account?: string | undefined; holder?: string | undefined; bank?: string | undefined }): Promise<C2cPayMethod> {
    const m = await this.own(userId);
    if (m.status !== 'active' && m.status !== 'approved') fail('c2c_merchant_not_approved');
    const kinds = await this.d.repo.payKinds();
    const kind = kinds.find((k) => k.code === f.pay_type?.trim()) ?? fail('c2c_field_invalid', { field: 'pay_type' });
    const account = clean(f.account, 100);
    const holder = clean(f.holder, 100);
    if (account.length < 3) fail('c2c_field_invalid', { field: 'account' });
    if (holder.length < 2) fail('c2c_field_invalid', { field: 'holder' });
    const bank = clean(f.bank, 100);
    if (kind.kind === 'bank' && bank.length < 2) fail('c2c_field_invalid', { field: 'bank' });
    return payMethodOut(await this.d.repo.insertPayMethod({
      merchant_id: m.id, pay_type: kind.code, account, holder, bank: bank || null, enabled: 1, created_at: this.d.clock.now(),
    }));
  }

  async disablePayMethod(userId: number, id: number): Promise<C2cPayMethod> {
    const m = await this.own(userId);
    return payMethodOut((await this.d.repo.disablePayMethod(id, m.id)) ?? fail('c2c_field_invalid', { field: 'id' }));
  }
}
