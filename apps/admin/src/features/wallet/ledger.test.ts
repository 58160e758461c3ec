import { ACCOUNT_KINDS, LEDGER_REASONS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import type { BalanceRow, LiabilityRow } from './types';
import { actorLabel, balanceRows, isTrialLiquidity, kindNote, kindText, liabilitiesVerdict, liabilityRows, movementNote, reasonLabel, reasonText } from './ledger';

describe('a statement line', () => {
  it('names the actor, the reason and a lock movement', () => {
    expect(actorLabel({ actor_type: 'admin', actor_id: 1 })).toBe('admin #1');
    expect(actorLabel({ actor_type: 'user', actor_id: 12 })).toBe('user #12');
    expect(actorLabel({ actor_type: 'system', actor_id: 0 })).toBe('system');
    expect(reasonLabel({ reason: 'spot_trade', detail: 'BTC/USDT' })).toBe('spot_trade · BTC/USDT');
    expect(reasonLabel({ reason: 'deposit', detail: null })).toBe('deposit');
    expect(movementNote({ available_change: '-103', locked_change: '103' })).toBe('available -103, locked 103');
    expect(movementNote({ available_change: '100', locked_change: '0' })).toBe('');
  });
});

describe('balances and the liabilities report', () => {
  it('lists real balances first and leaves empty accounts out', () => {
    const rows: BalanceRow[] = [
      { asset: 'USDT', kind: 'funding', mode: 'demo', available: '100000', locked: '0' },
      { asset: 'USDT', kind: 'options', mode: 'real', available: '0', locked: '0' },
      { asset: 'USDT', kind: 'funding', mode: 'real', available: '97', locked: '3' },
      { asset: 'BTC', kind: 'funding', mode: 'real', available: '0', locked: '0.001' },
    ];
    expect(balanceRows(rows).map((r) => `${r.mode}/${r.asset}/${r.kind}`)).toEqual(['real/BTC/funding', 'real/USDT/funding', 'demo/USDT/funding']);
  });

  it('orders the report and words each kind', () => {
    const row = (asset: string, mode: 'real' | 'demo'): LiabilityRow => ({ asset, mode, users_total: '0', users: [], platform: [], platform_total: '0', balanced: true });
    const report = { items: [row('USDT', 'demo'), row('USDT', 'real'), row('BTC', 'real')] };
    expect(liabilityRows(report).map((r) => `${r.mode}/${r.asset}`)).toEqual(['real/BTC', 'real/USDT', 'demo/USDT']);
    expect(liabilityRows(report, 'real').map((r) => r.asset)).toEqual(['BTC', 'USDT']);
    expect(liabilityRows(report, 'demo').map((r) => r.asset)).toEqual(['USDT']);
    expect(kindNote({ kind: 'funding', available: '1000', locked: '5', total: '1005', accounts: 2 })).toBe('2 accounts, 5 locked');
    expect(kindNote({ kind: 'external', available: '-1005', locked: '0', total: '-1005', accounts: 1 })).toBe('');
    expect(kindNote({ kind: 'market_maker', available: '1', locked: '0.5', total: '1.5', accounts: 1 })).toBe('0.5 locked');
  });

  it('gives a verdict that says what is wrong', () => {
    expect(liabilitiesVerdict({ journal_balanced: true, balanced: true }).ok).toBe(true);
    expect(isTrialLiquidity({ trial_liquidity: true }, 'real', 'market_maker')).toBe(true);
    expect(isTrialLiquidity({ trial_liquidity: true }, 'real', 'simulated')).toBe(true);
    expect(isTrialLiquidity({ trial_liquidity: true }, 'demo', 'swap')).toBe(false);
    expect(isTrialLiquidity({ trial_liquidity: true }, 'real', 'fees')).toBe(false);
    expect(isTrialLiquidity({ trial_liquidity: false }, 'real', 'swap')).toBe(false);
    const bad = liabilitiesVerdict({ journal_balanced: false, balanced: true });
    expect(bad).toEqual({ ok: false, text: 'The books do NOT balance: the journal of at least one asset does not sum to zero. Stop payouts and investigate.' });
    expect(liabilitiesVerdict({ journal_balanced: true, balanced: false }).text).toContain('not matched by platform accounts');
  });
});

describe('the shared ledger vocabulary in the back office', () => {
  it('describes every reason and kind, and leaves an unknown code as it is', () => {
    for (const r of LEDGER_REASONS) expect(reasonText(r)?.length ?? 0).toBeGreaterThan(3);
    expect(reasonText('mystery')).toBeNull();
    for (const k of ACCOUNT_KINDS) expect(kindText(k)).toMatch(new RegExp(`\\(${k}\\)$`));
    expect(kindText('spot')).toBe('spot');
  });
});
