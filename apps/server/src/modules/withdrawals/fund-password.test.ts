import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { appMessages } from '../../test/catalogue.js';
import { plainUser } from '../spot/spot.testkit.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { FUND_PASSWORD_LOCK_MS } from './fund-password.js';
import { PAY_PASSWORD, anotherNode, setPayPassword } from './withdrawals.testkit.js';
import type { WithdrawalsService } from './withdrawals.service.js';

let t: TestApp;
let user: number;
beforeEach(async () => {
  t = await createTestApp();
  user = await plainUser(t.app, 'fundpw');
});
afterEach(async () => { await t.close(); });

/** The refusal of a verification as key and English message; 'ok' when it passed. */
async function attempt(password: string | undefined, service: WithdrawalsService = t.app.services.withdrawals): Promise<string> {
  try {
    await service.verifyFundPassword(user, password);
    return 'ok';
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return `${e.key}: ${appMessages.translate('en', e.key, e.params)}`;
  }
}

const WRONG = '000000';

describe('verifyFundPassword', () => {
  it('answers "Password must be 6 digits" for a malformed password, before anything else', async () => {
    for (const p of [undefined, '', '12345', '1234567', 'abcdef', '12 456', '１２３４５６']) {
      expect(await attempt(p)).toBe('fund_password_format: Password must be 6 digits.');
    }
  });

  it('answers fund_password_not_set when the user has none', async () => {
    expect(await attempt(PAY_PASSWORD)).toBe('fund_password_not_set: Please set a fund password first.');
  });

  it('passes the right password and counts down the wrong ones, then locks for 30 minutes on the 5th', async () => {
    await setPayPassword(t.app, user);
    expect(await attempt(PAY_PASSWORD)).toBe('ok');
    for (const left of [4, 3, 2, 1]) {
      expect(await attempt(WRONG)).toBe(`fund_password_wrong: Wrong fund password. ${left} tries left before it is locked for 30 minutes.`);
    }
    const locked = 'fund_password_locked: Too many wrong fund passwords. The fund password is locked; try again in 30 minutes.';
    expect(await attempt(WRONG)).toBe(locked);
    // Locked even for the right password, with the time left.
    expect(await attempt(PAY_PASSWORD)).toBe(locked);
    t.clock.advance(10 * 60_000 + 1);
    expect(await attempt(PAY_PASSWORD)).toBe(locked.replace('30 minutes', '20 minutes'));
    t.clock.advance(19 * 60_000 + 30_000);
    expect(await attempt(PAY_PASSWORD)).toBe(locked.replace('30 minutes', '1 minutes'));
  });

  it('opens again when the 30 minutes are over, with a fresh count of tries', async () => {
    await setPayPassword(t.app, user);
    for (let i = 0; i < 5; i++) await attempt(WRONG);
    t.clock.advance(FUND_PASSWORD_LOCK_MS);
    expect(await attempt(PAY_PASSWORD)).toBe('ok');
    expect(await attempt(WRONG)).toContain('4 tries left');
  });

  it('counts wrong tries in a row only: a right one starts the count again', async () => {
    await setPayPassword(t.app, user);
    for (let i = 0; i < 4; i++) await attempt(WRONG);
    expect(await attempt(PAY_PASSWORD)).toBe('ok');
    for (const left of [4, 3, 2, 1]) expect(await attempt(WRONG)).toContain(`${left} tries left`);
    expect(await attempt(WRONG)).toMatch(/^fund_password_locked/);
  });

  it('keeps the count in the database: tries on two API nodes add up', async () => {
    await setPayPassword(t.app, user);
    const otherNode = anotherNode(t.app);
    expect(await attempt(WRONG)).toContain('4 tries left');
    expect(await attempt(WRONG, otherNode)).toContain('3 tries left');
    expect(await attempt(WRONG)).toContain('2 tries left');
    expect(await attempt(WRONG, otherNode)).toContain('1 tries left');
    expect(await attempt(WRONG)).toMatch(/^fund_password_locked/);
    expect(await attempt(PAY_PASSWORD, otherNode)).toMatch(/^fund_password_locked/);
  });

  it('locks after many wrong tries sent at once; none of them passes', async () => {
    await setPayPassword(t.app, user);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(WRONG)));
    expect(answers.filter((a) => a === 'ok')).toEqual([]);
    expect(answers.some((a) => a.startsWith('fund_password_locked'))).toBe(true);
    expect(await attempt(PAY_PASSWORD)).toMatch(/^fund_password_locked/);
  });
});
