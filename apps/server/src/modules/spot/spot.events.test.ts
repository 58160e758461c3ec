import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fund, plainUser } from './spot.testkit.js';

describe('spot events on the realtime hub', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('publishes the depth of a real book when an order rests and again when it is cancelled; demo books stay private', async () => {
    const { spot, realtime: hub } = t.app.services;
    vi.spyOn(hub, 'hasSubscribers').mockReturnValue(true);
    const publish = vi.spyOn(hub, 'publish');
    const depths = () => publish.mock.calls.filter(([channel]) => channel === 'depth.BTC/USDT').map(([, data]) => data);
    const user = await plainUser(t.app, 'depthwatcher');
    await fund(t.app, user, 'USDT', '1000');

    const order = await spot.place(user, 'real', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '90000', amount: '0.01' });
    expect(depths()).toEqual([{ bids: [['90000', '0.01']], asks: [] }]);
    await spot.cancel(user, 'real', order.id);
    expect(depths()).toEqual([{ bids: [['90000', '0.01']], asks: [] }, { bids: [], asks: [] }]);

    await fund(t.app, user, 'USDT', '1000', 'demo');
    const demo = await spot.place(user, 'demo', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '90000', amount: '0.01' });
    await spot.cancel(user, 'demo', demo.id);
    expect(depths()).toHaveLength(2);
  });
});
