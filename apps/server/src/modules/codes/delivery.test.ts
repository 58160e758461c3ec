import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dataOf, superadmin } from '../../test/admin.js';

type Mail = { to: string; raw: string };

/** A real SMTP server on a free local port; it refuses the first `refuse` messages with a temporary error. */
async function smtpServer(refuse = 0): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  let refusals = refuse;
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const err = new Error('mailbox busy, try later') as Error & { responseCode: number };
          err.responseCode = 451;
          callback(err);
          return;
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local HTTP SMS gateway: records what it receives; answers 500 to the first `fail` calls. */
async function smsGateway(fail = 0): Promise<{ url: string; received: { auth: string | undefined; body: { to: string; text: string } }[]; close(): Promise<void> }> {
  const received: { auth: string | undefined; body: { to: string; text: string } }[] = [];
  let failures = fail;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => { data += c.toString('utf8'); });
    req.on('end', () => {
      if (failures > 0) {
        failures--;
        res.writeHead(500).end('busy');
        return;
      }
      received.push({ auth: req.headers.authorization, body: JSON.parse(data) as { to: string; text: string } });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/send`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Delivery = { id: number; status: string; attempts: number; last_error: string | null; provider: string; destination: string };

describe('code delivery through real providers', () => {
  let t: TestApp | undefined;
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await t?.close();
    for (const c of closers.splice(0)) await c();
  });

  it('SMTP: a register code reaches the local SMTP server in the request language, text and HTML', async () => {
    const smtp = await smtpServer();
    closers.push(smtp.close);
    t = await createTestApp({ NOTIFY_EMAIL: 'smtp', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Candor <codes@candor.test>' });
    expect((await call(t.app, 'POST', 'email_send', { email: 'anna@example.com' }, { lang: 'de' })).body.type).toBe('ok');
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0] as Mail;
    expect(mail.to).toBe('anna@example.com');
    expect(mail.raw).toContain('From: Candor <codes@candor.test>');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Dein Candor-Best/);
    expect(mail.raw).toContain('text/html');
    const row = await t.app.platform.db.selectFrom('deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider: 'smtp', payload: '' });
    // The code the server stored is the one mailed (the outbox is not used for email any more).
    const code = (await t.app.platform.db.selectFrom('outbox').selectAll().execute()).length;
    expect(code).toBe(0);
  });

  it('SMTP: a refused delivery is failed, visible in the back office, and retried by the job runner', async () => {
    const smtp = await smtpServer(1);
    closers.push(smtp.close);
    t = await createTestApp({ NOTIFY_EMAIL: 'smtp', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    expect((await call(t.app, 'POST', 'email_send', { email: 'ben@example.com' })).body.type).toBe('ok');
    expect(smtp.mails).toHaveLength(0);
    // Not due yet: the job leaves it.
    await t.app.platform.jobs.runDue();
    expect(smtp.mails).toHaveLength(0);
    const admin = await superadmin(t);
    const list = async (status?: string) => dataOf(await call<{ total: number; items: Delivery[] }>(t!.app, 'GET', 'admin/deliveries', status ? { status } : {}, { token: admin.token }));
    const failed = await list('failed');
    expect(failed.items).toEqual([expect.objectContaining({ destination: 'ben@example.com', attempts: 1, provider: 'smtp' })]);
    expect(failed.items[0]?.last_error).toMatch(/451|busy/);
    const stored = await t.app.platform.db.selectFrom('deliveries').select('payload').executeTakeFirstOrThrow();
    expect(stored.payload).toMatch(/^enc1:/);

    // Due now (the sign-in moved the clock 30 s): the job sends it.
    t.clock.advance(1_000);
    await t.app.platform.jobs.runDue();
    expect(smtp.mails).toHaveLength(1);
    expect((await list()).items[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    // Run again: nothing is sent twice.
    t.clock.advance(60_000);
    await t.app.platform.jobs.runDue();
    expect(smtp.mails).toHaveLength(1);
    expect((await call(t.app, 'GET', 'admin/deliveries', {}, { token: '' })).status).toBe(401);
  });

  it('HTTP SMS: the gateway gets the number and text with the key; a 500 is retried; a code past its life is given up', async () => {
    const sms = await smsGateway(1);
    closers.push(sms.close);
    t = await createTestApp({ NOTIFY_SMS: 'http', SMS_URL: sms.url, SMS_KEY: 'k-123' });
    expect((await call(t.app, 'POST', 'sms_send', { area_code: '44', phone: '7700900123' })).body.type).toBe('ok');
    expect(sms.received).toHaveLength(0);
    t.clock.advance(31_000);
    await t.app.platform.jobs.runDue();
    expect(sms.received).toEqual([{ auth: 'Bearer k-123', body: { to: '+447700900123', text: expect.stringMatching(/Candor verification code is \d{6}/) as unknown as string } }]);

    // A second message fails on a dead gateway until its code expires: given up, never sent late.
    await sms.close();
    closers.pop();
    t.clock.advance(61_000);
    expect((await call(t.app, 'POST', 'sms_send', { area_code: '44', phone: '7700900124' })).body.type).toBe('ok');
    for (let i = 0; i < 6; i++) {
      t.clock.advance(120_000);
      await t.app.platform.jobs.runDue();
    }
    const rows = await t.app.platform.db.selectFrom('deliveries').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'dead']);
    expect(rows[1]?.payload).toBe('');
  });
});
