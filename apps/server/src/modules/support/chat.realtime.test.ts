import type { ConversationDetail } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openSocket as open } from '../../test/ws.js';

describe('support chat over the websocket', () => {
  let t: TestApp;
  let url: string;
  let agent: SignedIn;
  let root: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/api/ws`;
    root = await superadmin(t);
    agent = await adminOfRole(t, root, 'support');
  });
  afterAll(async () => { await t.close(); });

  it('delivers the agent\'s answer live to the user, and to no other user', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await open(url);
    const theirs = await open(url);
    const anonymous = await open(url);
    for (const [client, token] of [[mine, u.token], [theirs, other.token]] as const) {
      client.ws.send(JSON.stringify({ op: 'auth', token }));
      await client.next((m) => m.op === 'authed');
      client.ws.send(JSON.stringify({ op: 'subscribe', channels: ['support'] }));
      expect(await client.next((m) => m.op === 'subscribed')).toMatchObject({ channels: ['support'], refused: [] });
    }
    // The channel is private: refused before auth.
    anonymous.ws.send(JSON.stringify({ op: 'subscribe', channels: ['support'] }));
    expect(await anonymous.next((m) => m.op === 'subscribed')).toMatchObject({ refused: ['support'] });

    const c = dataOf(await call<ConversationDetail>(t.app, 'POST', 'support/conversations', undefined, { token: u.token }));
    // The other user has a conversation too, with its own agent answer, to prove events are per user.
    const oc = dataOf(await call<ConversationDetail>(t.app, 'POST', 'support/conversations', undefined, { token: other.token }));
    await call(t.app, 'POST', `support/conversations/${c.id}/messages`, { text: 'Where is my deposit?' }, { token: u.token });
    await call(t.app, 'POST', `admin/support/conversations/${c.id}/take`, undefined, { token: agent.token });
    const answered = await call(t.app, 'POST', `admin/support/conversations/${c.id}/messages`, { text: 'It is being reviewed.' }, { token: agent.token });
    expect(answered.body.type).toBe('ok');
    const batch = await mine.next((m) => m.op === 'batch' && (m.events ?? []).some((e) => e.ch === 'support'));
    expect(batch.events?.find((e) => e.ch === 'support')?.data).toMatchObject({
      conversation_id: c.id, status: 'open', unread: 1, message: { sender: 'agent', text: 'It is being reviewed.', agent: 'staff_support' },
    });
    // The other user's socket hears only their own conversation's answer.
    await call(t.app, 'POST', `admin/support/conversations/${oc.id}/take`, undefined, { token: agent.token });
    await call(t.app, 'POST', `admin/support/conversations/${oc.id}/messages`, { text: 'For the other user' }, { token: agent.token });
    const theirBatch = await theirs.next((m) => m.op === 'batch' && (m.events ?? []).some((e) => e.ch === 'support'));
    expect(theirBatch.events?.filter((e) => e.ch === 'support').map((e) => e.data['conversation_id'])).toEqual([oc.id]);
    expect([...mine.seen, ...theirs.seen].filter((m) => m.op === 'batch')).toEqual([]);
    // Closing reaches the user's open page too, with no message.
    await call(t.app, 'POST', `admin/support/conversations/${c.id}/close`, undefined, { token: agent.token });
    const closed = await mine.next((m) => m.op === 'batch' && (m.events ?? []).some((e) => e.ch === 'support'));
    expect(closed.events?.find((e) => e.ch === 'support')?.data).toEqual({ conversation_id: c.id, status: 'closed', message: null, unread: 1 });
    for (const c2 of [mine, theirs, anonymous]) c2.ws.close();
  });

  it('tells agents live what changed in the inbox; a user session or a role without the inbox is refused', async () => {
    const agentUrl = url.replace('/api/ws', '/api/admin/support/ws');
    const u = await registerUser(t.app);
    const desk = await open(agentUrl);
    desk.send({ op: 'auth', token: agent.token });
    await desk.next((m) => m.op === 'authed');
    const c = dataOf(await call<ConversationDetail>(t.app, 'POST', 'support/conversations', undefined, { token: u.token }));
    expect(await desk.next((m) => m.op === 'inbox' && m['event'] === 'opened')).toEqual({ op: 'inbox', conversation_id: c.id, event: 'opened' });
    await call(t.app, 'POST', `support/conversations/${c.id}/messages`, { text: 'Hello?' }, { token: u.token });
    // Only what changed: never the message text, which agents read through the audited routes.
    expect(await desk.next((m) => m.op === 'inbox' && m['event'] === 'user_message')).toEqual({ op: 'inbox', conversation_id: c.id, event: 'user_message' });
    await call(t.app, 'POST', `admin/support/conversations/${c.id}/take`, undefined, { token: agent.token });
    await desk.next((m) => m.op === 'inbox' && m['event'] === 'taken');

    for (const token of [u.token, (await adminOfRole(t, root, 'finance')).token, 'not-a-token']) {
      const stranger = await open(agentUrl);
      const closed = new Promise<number>((resolve) => stranger.ws.once('close', (code) => resolve(code)));
      stranger.send({ op: 'auth', token });
      expect(await stranger.next((m) => m.op === 'error')).toMatchObject({ code: 999 });
      expect(await closed).toBe(4401);
    }
    desk.ws.close();
  });
});
