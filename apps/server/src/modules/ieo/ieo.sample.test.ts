import type { IeoProject } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SAMPLE_TOKEN, sampleProject } from './ieo.sample.js';

const CLAIMS = /licen[cs]ed by|regulated by|authori[sz]ed by|certified by|guaranteed|risk-free/i;

describe('ieo: the sample project of a trial install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.start();
  }, 120_000);
  afterAll(async () => { await t.close(); });

  it('is open for subscription, marked sample and simulated in every language, claiming nothing', async () => {
    t.clock.advance(1000);
    const list = dataOf(await call<{ items: IeoProject[] }>(t.app, 'GET', 'ieo/list', undefined, { lang: 'de' }));
    const sample = list.items.find((p) => p.token === SAMPLE_TOKEN);
    expect(sample).toMatchObject({ sample: true, phase: 'open', name: 'Sample Token (simulated)' });
    expect(sample?.description).toMatch(/Beispielprojekt.*simuliert/);
    const texts = sampleProject(t.clock.now()).texts;
    expect(Object.keys(texts)).toHaveLength(15);
    for (const [lang, text] of Object.entries(texts)) {
      if (lang !== 'en') expect(text.description, lang).not.toBe(texts.en?.description);
      expect(`${text.description} ${text.risks ?? ''}`, lang).not.toMatch(CLAIMS);
    }
  });

  it('seeds once: a second start adds nothing; an operator project is not a sample', async () => {
    await t.app.start();
    const n = await t.app.platform.db.selectFrom('ieo_projects').select(['token', 'sample']).execute();
    expect(n).toEqual([{ token: SAMPLE_TOKEN, sample: 1 }]);
    const other = await t.app.services.ieo.admin.createProject({ ...sampleProject(t.clock.now()), token: 'OPER' }, 1);
    expect(other.sample).toBe(false);
  }, 120_000);

  it('is not created in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: '0', MARKET_FEED: 'off' });
    try {
      await prod.app.start();
      expect(await prod.app.platform.db.selectFrom('ieo_projects').selectAll().execute()).toEqual([]);
    } finally {
      await prod.close();
    }
  }, 120_000);
});
