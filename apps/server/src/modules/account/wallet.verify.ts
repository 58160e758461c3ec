import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';

/** Why a signed message is refused: a bad message or signature, or the wrong kind of wallet for the chosen chain. */
export type WalletRefusal = 'failed' | 'switch_erc' | 'switch_trc';
export type WalletCheck = { ok: true; address: string; nonce: string } | { ok: false; why: WalletRefusal };
export type Expect = { domain: string; chainId: number; now: number };

const STATEMENT = 'Sign in to Candor. This request costs nothing and moves no funds.';
const refuse = (why: WalletRefusal): WalletCheck => ({ ok: false, why });

/** The EIP-4361 message an ERC wallet signs for a server nonce. */
export function ercMessage(p: { domain: string; uri: string; chainId: number; address: string; nonce: string; issuedAt: number; expiresAt: number }): string {
  return createSiweMessage({
    domain: p.domain, uri: p.uri, chainId: p.chainId, address: getAddress(p.address), nonce: p.nonce, version: '1', statement: STATEMENT,
    issuedAt: new Date(p.issuedAt), expirationTime: new Date(p.expiresAt),
  });
}

/** The message a TronLink wallet signs (signMessageV2) for a server nonce, shaped like EIP-4361 with its TRON chain named. */
export function trcMessage(p: { domain: string; uri: string; address: string; nonce: string; issuedAt: number; expiresAt: number }): string {
  return [
    `${p.domain} wants you to sign in with your TRON account:`, p.address, '', STATEMENT, '',
    `URI: ${p.uri}`, 'Chain: TRON', `Nonce: ${p.nonce}`,
    `Issued At: ${new Date(p.issuedAt).toISOString()}`, `Expiration Time: ${new Date(p.expiresAt).toISOString()}`,
  ].join('\n');
}

/** Checks an EIP-4361 message and its signature (viem): domain, chain id, expiry, then the signer is the message's address. */
export async function checkErc(message: string, signature: string, e: Expect): Promise<WalletCheck> {
  if (message.includes('with your TRON account')) return refuse('switch_erc');
  const m = parseSiweMessage(message);
  if (!m.address || !m.nonce || !m.domain) return refuse('failed');
  if (m.chainId !== e.chainId) return refuse('switch_erc');
  if (!validateSiweMessage({ message: m, domain: e.domain, time: new Date(e.now) }) || !m.expirationTime) return refuse('failed');
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return refuse('failed');
  const valid = await verifyMessage({ address: m.address, message, signature: signature as Hex }).catch(() => false);
  return valid ? { ok: true, address: m.address.toLowerCase(), nonce: m.nonce } : refuse('failed');
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** The base58check T-address of an uncompressed secp256k1 public key (0x41 + keccak's last 20 bytes + checksum). */
export function tronAddressOf(publicKey: Uint8Array): string {
  const body = new Uint8Array(21);
  body[0] = 0x41;
  body.set(keccak_256(publicKey.slice(1)).slice(12), 1);
  const check = sha256(sha256(body)).slice(0, 4);
  return base58(new Uint8Array([...body, ...check]));
}

/** TronWeb's signMessageV2 digest: keccak256 of "\x19TRON Signed Message:\n" + byte length + message. */
export function tronDigest(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message);
  return keccak_256(new Uint8Array([...new TextEncoder().encode(`\x19TRON Signed Message:\n${bytes.length}`), ...bytes]));
}

const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const line = (message: string, label: string): string | null => {
  const found = message.split('\n').find((l) => l.startsWith(`${label}: `));
  return found ? found.slice(label.length + 2) : null;
};

/** Checks a TRON sign-in message and its signature: domain, chain, expiry, then the recovered signer is the message's address. */
export function checkTrc(message: string, signature: string, e: Expect): WalletCheck {
  const lines = message.split('\n');
  const head = /^(.+) wants you to sign in with your (TRON|Ethereum) account:$/.exec(lines[0] ?? '');
  if (!head) return refuse('failed');
  if (head[2] !== 'TRON' || line(message, 'Chain') !== 'TRON') return refuse('switch_trc');
  const address = lines[1] ?? '';
  const nonce = line(message, 'Nonce');
  const expires = Date.parse(line(message, 'Expiration Time') ?? '');
  if (head[1] !== e.domain || !TRON_ADDRESS.test(address) || !nonce || !(expires > e.now)) return refuse('failed');
  const sig = /^(0x)?([0-9a-fA-F]{128})([0-9a-fA-F]{2})$/.exec(signature);
  if (!sig) return refuse('failed');
  const v = parseInt(sig[3] as string, 16);
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return refuse('failed');
  try {
    const recovered = new Uint8Array([recovery, ...Buffer.from(sig[2] as string, 'hex')]);
    const publicKey = secp256k1.recoverPublicKey(recovered, tronDigest(message), { prehash: false });
    const full = secp256k1.Point.fromBytes(publicKey).toBytes(false);
    return tronAddressOf(full) === address ? { ok: true, address, nonce } : refuse('failed');
  } catch {
    return refuse('failed');
  }
}

/** An address as the client names it for a nonce: ERC 0x + 40 hex, TRC a base58 T-address. */
export function checkAddress(chain: 'erc' | 'trc', address: string | undefined): string | null {
  if (!address) return null;
  if (chain === 'erc') return isAddress(address, { strict: false }) ? address : null;
  return TRON_ADDRESS.test(address) ? address : null;
}
