import type { C2cAdminPayKind } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { C2cDeps } from './c2c.deps.js';
import type { PayKindRow } from './c2c.repo.js';

const CODE = /^[a-z][a-z0-9_]{1,31}$/;
const out = (k: PayKindRow): C2cAdminPayKind => ({ code: k.code, name: k.name, kind: k.kind, enabled: k.enabled === 1, sort: k.sort });

/**
 * The payment kinds (bank card, e-wallets) as operator data: the back office lists them, adds one and disables or
 * enables one. A disabled kind takes no new payment method and no new buy-ad order's details; methods and orders that
 * already carry it keep it (an order's payment details never change under it). Never deleted, so history still names it.
 */
export class C2cPayKinds {
  constructor(private readonly d: C2cDeps) {}

  async list(): Promise<C2cAdminPayKind[]> {
    return (await this.d.repo.allPayKinds()).map(out);
  }

  async add(f: { code: string; name: string; kind: 'bank' | 'ewallet' }): Promise<C2cAdminPayKind> {
    const code = f.code.trim();
    const name = f.name.trim();
    if (!CODE.test(code)) fail('c2c_field_invalid', { field: 'code' });
    if (name.length < 2 || name.length > 60) fail('c2c_field_invalid', { field: 'name' });
    if (!(await this.d.repo.addPayKind({ code, name, kind: f.kind }))) fail('c2c_pay_kind_exists');
    return this.one(code);
  }

  async setEnabled(code: string, enabled: boolean): Promise<C2cAdminPayKind> {
    await this.one(code);
    await this.d.repo.setPayKindEnabled(code, enabled);
    return this.one(code);
  }

  private async one(code: string): Promise<C2cAdminPayKind> {
    const k = await this.d.repo.payKind(code);
    return k ? out(k) : fail('c2c_pay_kind_not_found');
  }
}
