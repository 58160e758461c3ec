import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { codeOf, dataOf, expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tronAddressOf, tronDigest } from './wallet.verify.js';

type Session = { token: string; user: { id: number; username: string | null } };
type Nonce = { nonce: string; message: string; expires_at: number };
type Wallet = { id: number; chain: string; address: string };

const FAILED = 'Failed to connect wallet.';

/** A TronLink key made here: its T-address and signMessageV2 as TronWeb computes it (r, s, v with v = 27 + recovery). */
function tronKey() {
  const secret = secp256k1.utils.randomSecretKey();
  const address = tronAddressOf(secp256k1.getPublicKey(secret, false));
  const sign = (message: string): string => {
    const sig = secp256k1.sign(tronDigest(message), secret, { prehash: false, format: 'recovered' });
    const recovery = sig[0] as number;
    return `0x${Buffer.from(sig.slice(1)).toString('hex')}${(27 + recovery).toString(16)}`;
  };
  return { address, sign };
}

describe('TRON addresses', () => {
  it("derive as TronWeb does (the key and address of TronWeb's documentation)", () => {
    const key = Buffer.from('da146374a75310b9666e834ee4ad0866d6f4035967bfc76217c5a495fff9f0d0', 'hex');
    expect(tronAddressOf(secp256k1.getPublicKey(key, false))).toBe('TPL66VK2gCXNCD7EJg9pgJRfqcRazjhUZY');
  });
});

describe('wallet login', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const nonce = async (chain: string, address: string) => dataOf(await call<Nonce>(t.app, 'POST', 'wallet_login/nonce', { chain, address }));
  const verify = (body: Record<string, string>) => call<Session>(t.app, 'POST', 'wallet_login/verify', body);

  it('ERC: a new wallet signs the EIP-4361 message and gets a new account; it logs the same account in later', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const n = await nonce('erc', account.address);
    expect(n.message).toContain('wants you to sign in with your Ethereum account:');
    expect(n.message).toContain(`Nonce: ${n.nonce}`);
    expect(n.message).toContain('Chain ID: 1');
    expect(n.expires_at).toBe(t.clock.now() + 300_000);
    const signature = await account.signMessage({ message: n.message });
    const first = dataOf(await verify({ chain: 'erc', message: n.message, signature }));
    // Replayed: the nonce is spent.
    expectError(await verify({ chain: 'erc', message: n.message, signature }), 400, 2152, FAILED);

    const again = await nonce('erc', account.address.toLowerCase());
    const second = dataOf(await verify({ chain: 'erc', message: again.message, signature: await account.signMessage({ message: again.message }) }));
    expect(second.user.id).toBe(first.user.id);
    const wallets = dataOf(await call<Wallet[]>(t.app, 'GET', 'user/wallets', undefined, { token: second.token }));
    expect(wallets).toEqual([expect.objectContaining({ chain: 'erc', address: account.address.toLowerCase() })]);
    // The new account has its demo money like any other.
    expect((await call(t.app, 'GET', 'user/center', undefined, { token: first.token })).body.type).toBe('ok');
  });

  it('ERC: expired, wrong-domain, wrong-chain, another signer and a tampered message are refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());

    const late = await nonce('erc', account.address);
    const lateSig = await account.signMessage({ message: late.message });
    t.clock.advance(300_001);
    expectError(await verify({ chain: 'erc', message: late.message, signature: lateSig }), 400, 2152, FAILED);

    const made = (over: { domain?: string; chainId?: number }, nonceText: string) => createSiweMessage({
      domain: over.domain ?? 'localhost:80', uri: 'http://localhost:80', chainId: over.chainId ?? 1, address: account.address, nonce: nonceText,
      version: '1', issuedAt: new Date(t.clock.now()), expirationTime: new Date(t.clock.now() + 60_000),
    });
    const n1 = await nonce('erc', account.address);
    const wrongDomain = made({ domain: 'evil.example' }, n1.nonce);
    expectError(await verify({ chain: 'erc', message: wrongDomain, signature: await account.signMessage({ message: wrongDomain }) }), 400, 2152, FAILED);
    const wrongChain = made({ chainId: 56 }, n1.nonce);
    expectError(await verify({ chain: 'erc', message: wrongChain, signature: await account.signMessage({ message: wrongChain }) }), 422, 2153,
      'Operation failed, please switch to ERC wallet.');
    // The right message (the nonce still unspent: refusals spend nothing) signed by another key.
    expectError(await verify({ chain: 'erc', message: n1.message, signature: await other.signMessage({ message: n1.message }) }), 400, 2152, FAILED);
    const tampered = n1.message.replace('Sign in to Candor.', 'Sign in to Candor!');
    expectError(await verify({ chain: 'erc', message: tampered, signature: await account.signMessage({ message: n1.message }) }), 400, 2152, FAILED);
    // A made-up nonce the server never gave.
    const unknown = made({}, 'abcdefgh12345678');
    expectError(await verify({ chain: 'erc', message: unknown, signature: await account.signMessage({ message: unknown }) }), 400, 2152, FAILED);
    expect((await verify({ chain: 'erc', message: n1.message, signature: await account.signMessage({ message: n1.message }) })).body.type).toBe('ok');
  });

  it('TRC: TronLink signMessageV2 logs in; replayed, expired, wrong-domain and an ERC message are refused', async () => {
    const key = tronKey();
    expect(key.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const n = await nonce('trc', key.address);
    expect(n.message).toContain('Chain: TRON');
    const signature = key.sign(n.message);
    const session = dataOf(await verify({ chain: 'trc', message: n.message, signature }));
    expectError(await verify({ chain: 'trc', message: n.message, signature }), 400, 2152, FAILED);

    const again = await nonce('trc', key.address);
    expect(dataOf(await verify({ chain: 'trc', message: again.message, signature: key.sign(again.message) })).user.id).toBe(session.user.id);

    const n2 = await nonce('trc', key.address);
    const wrongDomain = n2.message.replace(/^localhost:80 /, 'evil.example ');
    expectError(await verify({ chain: 'trc', message: wrongDomain, signature: key.sign(wrongDomain) }), 400, 2152, FAILED);
    const otherKey = tronKey();
    expectError(await verify({ chain: 'trc', message: n2.message, signature: otherKey.sign(n2.message) }), 400, 2152, FAILED);
    t.clock.advance(300_001);
    expectError(await verify({ chain: 'trc', message: n2.message, signature: key.sign(n2.message) }), 400, 2152, FAILED);

    // An Ethereum message sent as TRC, and a TRON message sent as ERC: the wrong wallet for the chain.
    const eth = privateKeyToAccount(generatePrivateKey());
    const e = await nonce('erc', eth.address);
    expectError(await verify({ chain: 'trc', message: e.message, signature: await eth.signMessage({ message: e.message }) }), 422, 2154,
      'Operation failed, please switch to TRC wallet.');
    const tr = await nonce('trc', key.address);
    expectError(await verify({ chain: 'erc', message: tr.message, signature: key.sign(tr.message) }), 422, 2153, 'Operation failed, please switch to ERC wallet.');
    expectError(await call(t.app, 'POST', 'wallet_login/nonce', { chain: 'trc', address: eth.address }), 422, 2154, 'Operation failed, please switch to TRC wallet.');
    expectError(await call(t.app, 'POST', 'wallet_login/nonce', { chain: 'btc', address: eth.address }), 422, 2155, 'Choose an ERC or TRC wallet.');
    expectError(await verify({ chain: 'erc' }), 400, 2152, FAILED);
  });

  it('a signed-in user binds an ERC and a TRC wallet and logs in with them; a bound wallet stays bound; two-factor is asked', async () => {
    const u = await registerUser(t.app);
    const eth = privateKeyToAccount(generatePrivateKey());
    const tron = tronKey();
    const n = await nonce('erc', eth.address);
    const bound = dataOf(await call<Wallet[]>(t.app, 'POST', 'user/wallets/bind', { chain: 'erc', message: n.message, signature: await eth.signMessage({ message: n.message }) }, { token: u.token }));
    expect(bound).toHaveLength(1);
    const m = await nonce('trc', tron.address);
    expect(dataOf(await call<Wallet[]>(t.app, 'POST', 'user/wallets/bind', { chain: 'trc', message: m.message, signature: tron.sign(m.message) }, { token: u.token }))).toHaveLength(2);

    const l = await nonce('trc', tron.address);
    expect(dataOf(await verify({ chain: 'trc', message: l.message, signature: tron.sign(l.message) })).user.id).toBe(u.id);

    // With two-factor on, the wallet's signature alone is not enough.
    const enrol = dataOf(await call<{ secret: string }>(t.app, 'POST', 'user/2fa/setup', undefined, { token: u.token }));
    await call(t.app, 'POST', 'user/2fa/enable', { code: codeOf(t, enrol.secret) }, { token: u.token });
    t.clock.advance(30_000);
    const k = await nonce('trc', tron.address);
    expectError(await verify({ chain: 'trc', message: k.message, signature: tron.sign(k.message) }), 400, 9004, 'Please enter the 6-digit code from your authenticator app.');
    const j = await nonce('trc', tron.address);
    expect(dataOf(await verify({ chain: 'trc', message: j.message, signature: tron.sign(j.message), totp: codeOf(t, enrol.secret) })).user.id).toBe(u.id);

    // Another user cannot take it.
    const v = await registerUser(t.app);
    const again = await nonce('erc', eth.address);
    expectError(await call(t.app, 'POST', 'user/wallets/bind', { chain: 'erc', message: again.message, signature: await eth.signMessage({ message: again.message }) }, { token: v.token }),
      409, 2156, 'This wallet is already bound to an account.');
    expectError(await call(t.app, 'POST', 'user/wallets/unbind', { id: bound[0]?.id }, { token: v.token }), 404, 2158, 'This wallet is not bound to your account.');
    expect(dataOf(await call<Wallet[]>(t.app, 'POST', 'user/wallets/unbind', { id: bound[0]?.id }, { token: u.token }))).toHaveLength(1);
  });
});
