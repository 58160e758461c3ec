import type { AgentConversationDetail, Conversation, ConversationDetail, SupportMessage } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { image, multipart } from '../uploads/uploads.testkit.js';

type User = { token: string; id: number };

describe('support chat: privacy, the agents\' state machine, unread counts, attachments', () => {
  let t: TestApp;
  let root: SignedIn;
  let agent: SignedIn;
  let agent2: SignedIn;
  let operator: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    root = await superadmin(t);
    agent = await adminOfRole(t, root, 'support', 'sue_support');
    agent2 = await adminOfRole(t, root, 'support', 'sam_support');
    operator = await adminOfRole(t, root, 'operator');
  });
  afterAll(async () => { await t.close(); });

  const as = (u: User) => ({
    open: async () => dataOf(await call<ConversationDetail>(t.app, 'POST', 'support/conversations', undefined, { token: u.token })),
    read: (id: number) => call<ConversationDetail>(t.app, 'GET', `support/conversations/${id}`, undefined, { token: u.token }),
    send: (id: number, body: Record<string, unknown>) => call<SupportMessage>(t.app, 'POST', `support/conversations/${id}/messages`, body, { token: u.token }),
    list: async () => dataOf(await call<Conversation[]>(t.app, 'GET', 'support/conversations', undefined, { token: u.token })),
    unread: async () => dataOf(await call<{ count: number }>(t.app, 'GET', 'support/unread', undefined, { token: u.token })).count,
  });
  const staff = (a: SignedIn) => ({
    inbox: async (box: string) => dataOf(await call<{ total: number; items: { id: number; unread: number; user: string }[] }>(t.app, 'GET', 'admin/support/conversations', { box }, { token: a.token })).items,
    get: (id: number) => call<AgentConversationDetail>(t.app, 'GET', `admin/support/conversations/${id}`, undefined, { token: a.token }),
    take: (id: number) => call<AgentConversationDetail>(t.app, 'POST', `admin/support/conversations/${id}/take`, undefined, { token: a.token }),
    answer: (id: number, text: string) => call<SupportMessage>(t.app, 'POST', `admin/support/conversations/${id}/messages`, { text }, { token: a.token }),
    close: (id: number) => call<AgentConversationDetail>(t.app, 'POST', `admin/support/conversations/${id}/close`, undefined, { token: a.token }),
  });

  it('answers the in-app chat address, not a third-party link', async () => {
    expect(dataOf(await call<{ url: string }>(t.app, 'GET', 'get_customer_url'))).toEqual({ url: '/pages/help-center/chat' });
  });

  it('a user sees only their own conversations: another\'s is answered like one that does not exist', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const c = await as(alice).open();
    expect(c).toMatchObject({ status: 'open', agent: null, messages: [] });
    // Opening again answers the same open conversation.
    expect((await as(alice).open()).id).toBe(c.id);
    dataOf(await as(alice).send(c.id, { text: 'My deposit is missing' }));
    expectError(await as(bob).read(c.id), 404, 8601, 'This conversation or article was not found.');
    expectError(await as(bob).send(c.id, { text: 'hi' }), 404, 8601, 'This conversation or article was not found.');
    expect(await as(bob).list()).toEqual([]);
    expect((await as(alice).list()).map((x) => [x.id, x.preview])).toEqual([[c.id, 'My deposit is missing']]);
    expectError(await as(alice).send(c.id, { text: '   ' }), 422, 8605, 'Write a message or attach an image.');
    expect((await call(t.app, 'GET', 'support/conversations')).status).toBe(401);
  });

  it('take once, answer and close only by the taker; a closed conversation takes no more messages; history is kept', async () => {
    const u = await registerUser(t.app);
    const c = await as(u).open();
    // Opened but empty: not in the inbox yet.
    expect((await staff(agent).inbox('unassigned')).map((x) => x.id)).not.toContain(c.id);
    await as(u).send(c.id, { text: 'Hello support' });
    expect((await staff(agent).inbox('unassigned')).map((x) => x.id)).toContain(c.id);
    // Answering or closing before taking is refused.
    expectError(await staff(agent).answer(c.id, 'Hi'), 409, 8604, 'Take this conversation before answering or closing it.');
    const taken = dataOf(await staff(agent).take(c.id));
    expect(taken).toMatchObject({ agent_id: agent.id, agent: 'sue_support', status: 'open' });
    expect(taken.account).toMatchObject({ id: u.id, kyc: 'unverified', conversations: 1 });
    // Taking is idempotent for the taker and refused to another agent.
    dataOf(await staff(agent).take(c.id));
    expectError(await staff(agent2).take(c.id), 409, 8603, 'Another agent has already taken this conversation.');
    expectError(await staff(agent2).answer(c.id, 'me too'), 409, 8604, 'Take this conversation before answering or closing it.');
    expect((await staff(agent).inbox('mine')).map((x) => x.id)).toContain(c.id);
    expect((await staff(agent2).inbox('mine')).map((x) => x.id)).not.toContain(c.id);
    expect((await staff(agent).inbox('unassigned')).map((x) => x.id)).not.toContain(c.id);
    dataOf(await staff(agent).answer(c.id, 'How can I help?'));
    expectError(await staff(agent2).close(c.id), 409, 8604, 'Take this conversation before answering or closing it.');
    expect(dataOf(await staff(agent).close(c.id))).toMatchObject({ status: 'closed', closed_at: t.clock.now() });
    expectError(await staff(agent).answer(c.id, 'again'), 409, 8602, 'This conversation is closed. Please start a new one.');
    expectError(await as(u).send(c.id, { text: 'one more' }), 409, 8602, 'This conversation is closed. Please start a new one.');
    expect((await staff(agent).inbox('closed')).map((x) => x.id)).toContain(c.id);
    // The history stays, and the user's next open starts a new conversation.
    expect(dataOf(await as(u).read(c.id)).messages.map((m) => [m.sender, m.text, m.agent])).toEqual([
      ['user', 'Hello support', null], ['agent', 'How can I help?', 'sue_support'],
    ]);
    expect((await as(u).open()).id).not.toBe(c.id);
    // Other roles cannot open the inbox.
    expect((await call(t.app, 'GET', 'admin/support/conversations', undefined, { token: operator.token })).status).toBe(403);
  });

  it('two agents taking at the same moment: exactly one wins; two opens at once make one conversation', async () => {
    const u = await registerUser(t.app);
    const opened = await Promise.all([1, 2, 3].map(() => call<ConversationDetail>(t.app, 'POST', 'support/conversations', undefined, { token: u.token })));
    const ids = new Set(opened.map((r) => dataOf(r).id));
    expect(ids.size).toBe(1);
    const id = [...ids][0] as number;
    const takes = await Promise.all([staff(agent).take(id), staff(agent2).take(id)]);
    expect(takes.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = takes[0]?.status === 200 ? agent : agent2;
    expect(dataOf(await staff(winner).get(id)).agent_id).toBe(winner.id);
  });

  it('counts unread answers for the user (the badge) and unread user messages for the agents', async () => {
    const u = await registerUser(t.app);
    const c = await as(u).open();
    await as(u).send(c.id, { text: 'first' });
    await as(u).send(c.id, { text: 'second' });
    expect((await staff(agent).inbox('unassigned')).find((x) => x.id === c.id)?.unread).toBe(2);
    dataOf(await staff(agent).take(c.id));
    expect((await staff(agent).inbox('mine')).find((x) => x.id === c.id)?.unread).toBe(0);
    await staff(agent).answer(c.id, 'one');
    await staff(agent).answer(c.id, 'two');
    expect(await as(u).unread()).toBe(2);
    expect((await as(u).list()).find((x) => x.id === c.id)?.unread).toBe(2);
    // Reading the conversation reads them.
    dataOf(await as(u).read(c.id));
    expect(await as(u).unread()).toBe(0);
    await as(u).send(c.id, { text: 'thanks' });
    expect((await staff(agent).inbox('mine')).find((x) => x.id === c.id)?.unread).toBe(1);
    dataOf(await staff(agent).get(c.id));
    expect((await staff(agent).inbox('mine')).find((x) => x.id === c.id)?.unread).toBe(0);
  });

  it('images are private uploads: the owner and support agents read them, another user cannot, nor can an image of someone else be sent', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const c = await as(u).open();
    const { payload, headers } = multipart([{ filename: 'shot.png', contentType: 'image/png', data: await image('png') }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/support/attachments', payload, headers: { ...headers, authorization: u.token } });
    const imageId = (up.json() as { data: { id: number } }).data.id;
    const m = dataOf(await as(u).send(c.id, { image_id: imageId }));
    expect(m).toMatchObject({ image_id: imageId, text: '' });
    const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect((await get(`/api/uploads/${imageId}`, u.token)).statusCode).toBe(200);
    expect((await get(`/api/uploads/${imageId}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/admin/uploads/${imageId}`, agent.token)).statusCode).toBe(200);
    expect((await get(`/api/admin/uploads/${imageId}`, operator.token)).statusCode).toBe(403);
    const oc = await as(other).open();
    const stolen = await as(other).send(oc.id, { image_id: imageId });
    expect([stolen.status, stolen.body.code]).toEqual([404, 6203]);
  });
});
