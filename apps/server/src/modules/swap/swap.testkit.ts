import { parseAmount, type SwapOrder, type SwapQuote } from '@candor/shared';
import type { App } from '../../app.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';

/**
 * Test-only helpers of the swap tests. This file is compiled with the server, so it uses neither vitest nor
 * src/test/ (excluded from the build): failures throw.
 */

type Reply<T> = { status: number; body: { type: string; code: number; message: string; data?: T } };
type Who = { token: string; demo?: boolean };

/** Feed prices at `time`, as the feed's ingest stores them (no feed runs in tests): `{ BTC: '96000' }` for BTC/USDT. */
export async function feedPrices(app: App, time: number, prices: Record<string, string>): Promise<void> {
  await app.services.market.ingest(Object.entries(prices).map(([base, price]) => ({
    symbol: `${base}/USDT`, price: parseAmount(price), volume: 0n, time, source: 'test',
  })));
}

async function inject<T>(app: App, method: 'GET' | 'POST', path: string, fields: Record<string, string>, who: Who): Promise<Reply<T>> {
  const form = new URLSearchParams(fields).toString();
  const headers: Record<string, string> = { authorization: who.token, ...(who.demo ? { 'x-demo': '1' } : {}) };
  const res = method === 'GET'
    ? await app.inject({ method, url: `/api/${path}?${form}`, headers })
    : await app.inject({ method, url: `/api/${path}`, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
  return { status: res.statusCode, body: res.json() as Reply<T>['body'] };
}

export const getQuote = (app: App, who: Who, q: Record<string, string>, fiat = false): Promise<Reply<SwapQuote>> =>
  inject<SwapQuote>(app, 'GET', `swap/getCurrencyRate${fiat ? 'Fiat' : ''}`, q, who);

export const exchange = (app: App, who: Who, body: Record<string, string>, fiat = false): Promise<Reply<SwapOrder>> =>
  inject<SwapOrder>(app, 'POST', `swap/exchangeCurrency${fiat ? 'Fiat' : ''}`, body, who);

/** The data of a successful answer; throws with the envelope otherwise. */
export function okData<T>(res: Reply<T>): T {
  if (res.body.type !== 'ok' || res.body.data === undefined) throw new Error(`expected ok, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A refused answer's domain code; throws unless it is an error with an HTTP status below 500. */
export function refusal(res: Reply<unknown>): number {
  if (res.body.type !== 'error' || res.status >= 500) throw new Error(`expected a refusal, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.code;
}

/** The ledger's broken invariants after a test (empty when sound). */
export const ledgerProblemsOf = (app: App): Promise<string[]> => ledgerProblems(app.services.ledger, app.platform.db);
