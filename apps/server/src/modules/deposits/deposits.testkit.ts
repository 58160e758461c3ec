import type { NetworkCode } from '@candor/shared';
import type { App } from '../../app.js';
import { uploadProof } from '../../modules/uploads/uploads.testkit.js';

/** Test-only helpers of the deposit tests. */

/** Valid mainnet addresses (an EIP-55 test vector, the USDT TRC20 contract, the bitcoin genesis address). */
export const ADDRESSES: Record<NetworkCode, string> = {
  ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  OMNI: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
};

/** Gives every network of every coin a (non-sample) deposit address. */
export async function configureAddresses(app: App): Promise<void> {
  for (const coin of await app.services.coins.list()) {
    for (const n of coin.networks) await app.services.coins.setAddress(coin.asset, n.network, ADDRESSES[n.network]);
  }
}

export type Answer<T = unknown> = { status: number; body: { type: string; code: number; message: string; data?: T } };
export type RecordOut = { id: number; status: string; amount: string; coin: string; network: string; hash: string | null; reject_reason: string | null; proof_id: number };

/** POSTs a form to the API with a token and optional headers. */
export async function post<T = unknown>(app: App, path: string, body: { [k: string]: string | number }, token?: string, headers: { [k: string]: string } = {}): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'POST', url: `/api/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}), ...headers },
    payload: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Uploads a proof and asks for a deposit of `amount` USDT on TRC20 (or what `over` says); answers the reply. */
export async function requestDeposit(app: App, token: string, over: { [k: string]: string | number } = {}, headers: { [k: string]: string } = {}): Promise<Answer<RecordOut>> {
  const proof = over.proof_id ?? await uploadProof(app, token);
  return post<RecordOut>(app, 'wallet/charge_req', { coin: 'USDT', network: 'TRC20', amount: '100', proof_id: proof, ...over }, token, headers);
}

/** A deposit id, asserting the request succeeded. */
export async function depositId(app: App, token: string, over: { [k: string]: string | number } = {}): Promise<number> {
  const res = await requestDeposit(app, token, over);
  if (!res.body.data) throw new Error(`deposit request failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
