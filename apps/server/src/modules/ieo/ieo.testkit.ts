import { parseAmount, type IeoApplication, type IeoProjectInput, type PublicationInput } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount } from '../ledger/index.js';

/** Test-only helpers of the ieo tests (compiled with the server, so no vitest here: failures throw). */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let tokens = 0;

/** A project input opening now: window 1 day, allotment at its end, pay within a day, half unlocked on day 3, all on day 4. */
export function projectInput(now: number, over: Partial<IeoProjectInput> = {}): IeoProjectInput {
  return {
    token: `TK${tokens++}`, name: 'Sample Token', price: '0.5', total_supply: '1000', min: '10', max: '600',
    apply_start: now, apply_end: now + DAY, allotment_at: now + DAY, pay_by: now + 2 * DAY,
    unlock_schedule: [{ at: now + 3 * DAY, percent: '50' }, { at: now + 4 * DAY, percent: '100' }],
    texts: { en: { description: 'A sample project for tests.', risks: 'Tokens may lose all value.' }, de: { description: 'Ein Beispielprojekt.', risks: 'Totalverlust möglich.' } },
    ...over,
  };
}

export async function createProject(app: App, now: number, over: Partial<IeoProjectInput> = {}): Promise<{ id: number; token: string }> {
  const p = await app.services.ieo.admin.createProject(projectInput(now, over), 1);
  return { id: p.id, token: p.token };
}

export function productInput(now: number, over: Partial<PublicationInput> = {}): PublicationInput {
  return {
    token: `PB${tokens++}`, name: 'Sample Coin', price: '2', total: '100', min: '1', max: '60',
    start_at: now, end_at: now + DAY, launch_at: now + 2 * DAY, texts: { en: { description: 'A sample subscription product.' } }, ...over,
  };
}

type User = { token: string; id: number };
export type Reply<T> = { status: number; body: { type: string; code: number; message: string; data?: T } };

/** One API call as the app answers it (JSON in and out). */
async function call<T>(app: App, method: 'GET' | 'POST', path: string, body: Record<string, unknown>, token: string, demo = false): Promise<Reply<T>> {
  const headers: Record<string, string> = { authorization: token, ...(demo ? { 'x-demo': '1' } : {}) };
  const query = method === 'GET' ? `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
  const res = await app.inject({
    method, url: `/api/${path}${query}`, headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.json<Reply<T>['body']>() };
}

export const apply = (app: App, u: User, body: Record<string, unknown>, demo = false): Promise<Reply<IeoApplication>> =>
  call<IeoApplication>(app, 'POST', 'ieo/apply', body, u.token, demo);
export const pay = (app: App, u: User, id: number): Promise<Reply<IeoApplication>> => call<IeoApplication>(app, 'POST', 'ieo/pay', { id }, u.token);
export const order = (app: App, u: User, id: number): Promise<Reply<IeoApplication>> => call<IeoApplication>(app, 'GET', 'ieo/order', { id }, u.token);

export function okData<T>(r: Reply<T>): T {
  if (r.body.type !== 'ok' || r.body.data === undefined) throw new Error(`expected ok, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Runs the settlement job's work at the clock's time (as the scheduler does). */
export const settle = (app: App): Promise<string> => app.services.ieo.settlement.run();

export async function funding(app: App, userId: number, asset: string): Promise<{ available: bigint; locked: bigint }> {
  return app.services.ledger.balance(userAccount(userId, asset, 'funding', 'real'));
}

export const ieoAccount = (app: App, asset: string) => app.services.ledger.balance(platformAccount(asset, 'ieo'));

export const atoms = (text: string): bigint => parseAmount(text);
