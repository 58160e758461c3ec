import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, expect999, expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createSharedTestApps, createTestApp, type TestApp } from '../../test/harness.js';

type SessionView = { id: number; ip: string; device: string; created_at: number; last_seen_at: number; current: boolean };
type Session = { token: string; user: { id: number } };

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';

describe('the sessions page', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('lists live sessions with device, address and last seen, and ends another one at once', async () => {
    const u = await registerUser(t.app);
    const login = (ua: string) => call<Session>(t.app, 'POST', 'user/login', { account: u.email, password: u.password }, { headers: { 'user-agent': ua } });
    const phone = dataOf(await login(PHONE));
    t.clock.advance(120_000);
    const desk = dataOf(await login(DESKTOP));
    // The phone session is used later: its last-seen time moves.
    t.clock.advance(120_000);
    expect((await call(t.app, 'GET', 'user/center', undefined, { token: phone.token })).body.type).toBe('ok');

    const list = dataOf(await call<SessionView[]>(t.app, 'GET', 'user/sessions', undefined, { token: desk.token }));
    expect(list).toHaveLength(3);
    const first = list.find((s) => s.device === PHONE);
    expect(first).toMatchObject({ ip: '127.0.0.1', current: false, last_seen_at: t.clock.now() });
    expect(list.find((s) => s.device === DESKTOP)).toMatchObject({ current: true });
    // The registration's session, not used since: seen when it was made.
    expect(list.find((s) => s.device !== PHONE && s.device !== DESKTOP)?.last_seen_at).toBe(t.clock.now() - 240_000);

    // The phone session was answered from the cache a moment ago: ending it is seen on its very next call.
    const after = dataOf(await call<SessionView[]>(t.app, 'POST', 'user/sessions/end', { id: first?.id }, { token: desk.token }));
    expect(after.map((s) => s.id)).not.toContain(first?.id);
    expect999(await call(t.app, 'GET', 'user/center', undefined, { token: phone.token }));
    expect((await call(t.app, 'GET', 'user/center', undefined, { token: desk.token })).body.type).toBe('ok');
  });

  it("cannot end another user's session, nor an unknown one", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const bSessions = dataOf(await call<SessionView[]>(t.app, 'GET', 'user/sessions', undefined, { token: b.token }));
    expectError(await call(t.app, 'POST', 'user/sessions/end', { id: bSessions[0]?.id }, { token: a.token }), 404, 2159, 'This session does not exist or has already ended.');
    expectError(await call(t.app, 'POST', 'user/sessions/end', {}, { token: a.token }), 404, 2159, 'This session does not exist or has already ended.');
    expectError(await call(t.app, 'POST', 'user/sessions/end', { id: 'x' }, { token: a.token }), 422, 1001, expect.any(String) as unknown as string);
    expect((await call(t.app, 'GET', 'user/center', undefined, { token: b.token })).body.type).toBe('ok');
  });
});

describe('ending a session across two server processes', () => {
  it('the other node refuses the ended session at once', async () => {
    const { apps, close } = await createSharedTestApps(2);
    try {
      const [one, two] = apps as [NonNullable<(typeof apps)[0]>, NonNullable<(typeof apps)[0]>];
      const u = await registerUser(one);
      const other = dataOf(await call<Session>(one, 'POST', 'user/login', { account: u.email, password: u.password }));
      expect((await call(two, 'GET', 'user/center', undefined, { token: other.token })).body.type).toBe('ok');
      const list = dataOf(await call<SessionView[]>(one, 'GET', 'user/sessions', undefined, { token: u.token }));
      const target = list.find((s) => !s.current);
      expect((await call(one, 'POST', 'user/sessions/end', { id: target?.id }, { token: u.token })).body.type).toBe('ok');
      expect999(await call(two, 'GET', 'user/center', undefined, { token: other.token }));
    } finally {
      await close();
    }
  });
});
