import { OutboxNotifier } from './codes.outbox.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Message = { id: number; channel: string; destination: string; code: string | null; body: string; created_at: number };

describe('dev/outbox', () => {
  let t: TestApp;
  afterEach(async () => { await t.close(); });

  describe('with DEV_OUTBOX=1 (the test default)', () => {
    beforeEach(async () => { t = await createTestApp(); });

    it('answers the latest messages of a destination, newest first', async () => {
      await call(t.app, 'POST', 'email_send', { email: 'box@example.com' });
      t.clock.advance(60_000);
      await call(t.app, 'POST', 'email_send', { email: 'box@example.com' });
      await call(t.app, 'POST', 'email_send', { email: 'other@example.com' });
      const res = await call<Message[]>(t.app, 'GET', 'dev/outbox', { to: 'box@example.com' });
      expect(res.body.type).toBe('ok');
      const messages = res.body.data ?? [];
      expect(messages).toHaveLength(2);
      expect(messages[0]?.created_at).toBe(t.clock.now());
      expect(messages[0]?.id).toBeGreaterThan(messages[1]?.id ?? Infinity);
      expect(messages.every((m) => m.destination === 'box@example.com' && m.channel === 'email')).toBe(true);
      expect(await latestCode(t.app, 'box@example.com')).toBe(messages[0]?.code);
    });

    it('normalises the destination: letter case of an email, + of an area code', async () => {
      await call(t.app, 'POST', 'email_send', { email: 'case@example.com' });
      await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13800138000' });
      expect((await call<Message[]>(t.app, 'GET', 'dev/outbox', { to: 'CASE@Example.com' })).body.data).toHaveLength(1);
      expect((await call<Message[]>(t.app, 'GET', 'dev/outbox', { to: '+86-13800138000' })).body.data).toHaveLength(1);
    });

    it('answers an empty list for an unknown destination and needs `to`', async () => {
      expect((await call(t.app, 'GET', 'dev/outbox', { to: 'none@example.com' })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: [] });
      const missing = await call(t.app, 'GET', 'dev/outbox');
      expect(missing.status).toBe(422);
      expect(missing.body).toEqual({ type: 'error', code: 1001, message: 'Please check the field: to.' });
    });

    it('keeps at most 10 messages in the answer', async () => {
      for (let i = 0; i < 10; i++) {
        await call(t.app, 'POST', 'email_send', { email: 'many@example.com' });
        t.clock.advance(60_000);
      }
      await new OutboxNotifier(t.app.platform.db, t.clock, { info: () => undefined }).send({ channel: 'email', destination: 'many@example.com', subject: 's', body: 'b' });
      expect((await call<Message[]>(t.app, 'GET', 'dev/outbox', { to: 'many@example.com' })).body.data).toHaveLength(10);
    });
  });

  describe('with DEV_OUTBOX=0', () => {
    beforeEach(async () => { t = await createTestApp({ DEV_OUTBOX: '0' }); });

    it('is disabled with a 404 envelope, and codes still go out', async () => {
      const res = await call(t.app, 'GET', 'dev/outbox', { to: 'x@example.com' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ type: 'error', code: 9404, message: 'The development outbox is disabled.' });
      const zh = await call(t.app, 'GET', 'dev/outbox', { to: 'x@example.com' }, { lang: 'zh' });
      expect(zh.body).toEqual({ type: 'error', code: 9404, message: '开发发件箱未启用。' });
      expect((await call(t.app, 'POST', 'email_send', { email: 'x@example.com' })).body.type).toBe('ok');
      await expect(latestCode(t.app, 'x@example.com')).rejects.toThrow(/no code/);
    });
  });
});
