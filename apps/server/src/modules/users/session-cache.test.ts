import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { call, registerUser } from '../../test/client.js';
import { appsClosedAfterEach, createSharedTestApps } from '../../test/harness.js';
import { isPostgres } from '../../platform/db/database.js';
import { EpochReader } from './session-cache.js';

const center = (app: App, token: string) => call<{ id: number; lang: string }>(app, 'GET', 'user/center', undefined, { token });
const login = async (app: App, account: string, password: string): Promise<string> => {
  const r = await call<{ token: string }>(app, 'POST', 'user/login', { account, password });
  if (!r.body.data) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
};
const cacheOf = (app: App) => app.services.users.sessions.cache;

describe('the session cache', () => {
  const apps = appsClosedAfterEach();

  it('answers a live session from memory and forgets it at logout at once', async () => {
    const t = await apps.fresh();
    const u = await registerUser(t.app);
    expect((await center(t.app, u.token)).body.data?.id).toBe(u.id);
    expect(cacheOf(t.app).size).toBe(1);
    expect((await center(t.app, u.token)).body.data?.id).toBe(u.id);
    expect((await call(t.app, 'POST', 'user/logout', {}, { token: u.token })).body.code).toBe(1);
    expect((await center(t.app, u.token)).body.code).toBe(999);
  });

  it('forgets a session at its expiry', async () => {
    const t = await apps.fresh({ SESSION_TTL_HOURS: '1' });
    const u = await registerUser(t.app);
    expect((await center(t.app, u.token)).body.code).toBe(1);
    t.clock.advance(3_600_000);
    expect((await center(t.app, u.token)).body.code).toBe(999);
  });

  it('on two API nodes sharing one database: a logout, a password change and a profile change on one are seen by the other at once', async () => {
    const shared = await createSharedTestApps(2);
    apps.closeLater(() => shared.close());
    const [a, b] = shared.apps;
    if (!a || !b) throw new Error('two apps');
    const u = await registerUser(a);
    const phone = await login(b, u.email, u.password);
    const laptop = await login(a, u.email, u.password);
    // Both nodes hold every session in their caches.
    for (const app of [a, b]) for (const token of [u.token, phone, laptop]) expect((await center(app, token)).body.data?.id).toBe(u.id);
    expect(cacheOf(b).size).toBe(3);

    // A logout on node A: node B refuses the token on the very next request.
    expect((await call(a, 'POST', 'user/logout', {}, { token: phone })).body.code).toBe(1);
    expect((await center(b, phone)).body.code).toBe(999);
    expect((await center(a, phone)).body.code).toBe(999);
    expect((await center(b, laptop)).body.code).toBe(1);

    // A language change on A shows on B's user center at once.
    expect((await call(a, 'POST', 'set/lang', { lang: 'de' }, { token: laptop })).body.code).toBe(1);
    expect((await center(b, laptop)).body.data?.lang).toBe('de');

    // A password change on B ends the other sessions on both nodes at once; the session that changed it lives on.
    const changed = await call(b, 'POST', 'safe/update_password', { old_password: u.password, new_password: 'another456', re_password: 'another456' }, { token: u.token });
    expect(changed.body.code).toBe(1);
    for (const app of [a, b]) {
      expect((await center(app, laptop)).body.code).toBe(999);
      expect((await center(app, u.token)).body.code).toBe(1);
    }
  });
  it('forgets one session by its id at once (the door for a node told through the bus), the others stay', async () => {
    const t = await apps.fresh();
    const u = await registerUser(t.app);
    const other = await login(t.app, u.email, u.password);
    for (const token of [u.token, other]) expect((await center(t.app, token)).body.code).toBe(1);
    expect(cacheOf(t.app).size).toBe(2);
    const sessions = t.app.services.users.sessions;
    const mine = (await sessions.listOf(u.id, u.token)).find((s) => s.current);
    if (!mine) throw new Error('no current session');
    expect(sessions.forget(mine.id)).toBe(true);
    expect(sessions.forget(mine.id)).toBe(false);
    expect(cacheOf(t.app).size).toBe(1);
    // A forgotten entry is only a cache miss: the live session is read again.
    expect((await center(t.app, u.token)).body.data?.id).toBe(u.id);
    expect(cacheOf(t.app).size).toBe(2);
  });

  it('shares one epoch read among the callers of a turn, and a caller after a change reads the new epoch', async () => {
    const t = await apps.fresh();
    const db = t.app.platform.db;
    const reader = new EpochReader(db);
    const first = reader.next();
    const second = reader.next();
    // SQLite: one direct read per turn for both; PostgreSQL: the second waits for a read that starts after it called.
    if (!isPostgres(db)) expect(second).toBe(first);
    const before = await first;
    expect(await second).toBe(before);
    await db.updateTable('session_epoch').set({ n: Number(before) + 5 }).where('id', '=', 1).execute();
    const after = reader.next();
    expect(after).not.toBe(first);
    expect(await after).toBe(before + 5n);
  });
});
