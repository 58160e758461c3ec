import { describe, expect, it } from 'vitest';
import { NatsMessenger, NoAnswer } from './messenger.js';
import { busUrl, reachable } from './reach.testkit.js';

const natsUp = await reachable(busUrl, 4222);
if (!natsUp) console.warn('messenger.test: skipped, NATS is not reachable (set BUS_URL=nats://...)');

describe.skipIf(!natsUp)('NATS request/reply', () => {
  it('answers through the replier, and tells "no responders" from "timeout"', async () => {
    const a = await NatsMessenger.open(busUrl ?? '', 'messenger-test-a');
    const b = await NatsMessenger.open(busUrl ?? '', 'messenger-test-b');
    const subject = `candor.test.${process.pid}.${Date.now()}`;
    try {
      const end = a.reply(subject, async (data) => new Uint8Array([...data, 42]));
      const slow = a.reply(`${subject}.slow`, () => new Promise<Uint8Array>(() => undefined));
      await new Promise((r) => setImmediate(r));
      expect([...(await b.request(subject, new Uint8Array([1]), 2000))]).toEqual([1, 42]);
      end();
      const none = await b.request(`${subject}.nobody`, new Uint8Array(), 2000).catch((e: unknown) => e);
      expect(none).toBeInstanceOf(NoAnswer);
      expect((none as NoAnswer).reason).toBe('no_responders');
      const late = await b.request(`${subject}.slow`, new Uint8Array(), 300).catch((e: unknown) => e);
      expect((late as NoAnswer).reason).toBe('timeout');
      slow();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
