import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KINDS } from './overview';
import { RECORD_TABS } from './records';
import { KNOWN_REASONS } from './statement';

// The pages build these keys at run time, so the usage test cannot see them; the parity test carries en's keys to all 15.
const en = JSON.parse(readFileSync(fileURLToPath(new URL('../../../i18n/locales/en/wallet.json', import.meta.url)), 'utf8')) as Record<string, Record<string, string>>;
const has = (group: string, key: string): boolean => typeof en[group]?.[key] === 'string';

describe('keys built at run time', () => {
  it('translate every ledger reason and keep a fallback with the code', () => {
    expect(KNOWN_REASONS.filter((r) => !has('reason', r))).toEqual([]);
    expect(en.reason?.other).toContain('{{code}}');
  });
  it('name every account kind with its hint, every tab, status and form error', () => {
    expect(ACCOUNT_KINDS.flatMap((k) => [k, `${k}_hint`]).filter((k) => !has('account', k))).toEqual([]);
    expect(RECORD_TABS.filter((k) => !has('records', `tab_${k}`))).toEqual([]);
    expect(['processing', 'approved', 'rejected', 'unknown'].filter((k) => !has('status', k))).toEqual([]);
    expect(['same_account', 'coin_required', 'amount_required', 'amount_invalid', 'amount_precision', 'insufficient'].filter((k) => !has('errors', k))).toEqual([]);
  });
});
