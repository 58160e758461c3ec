/**
 * Withdrawal address checks by network, with the checksums each chain defines, so a typo is caught before money
 * leaves: ERC20 (EIP-55), TRC20 (base58check, TRON version byte 0x41) and OMNI, which moves on bitcoin addresses
 * (base58check P2PKH / P2SH, bech32 / bech32m segwit v0-v16 on mainnet).
 */
import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { NetworkCode } from './coins.js';

/** Longest address any supported network uses (bech32 segwit is at most 90 characters); bounds the work. */
export const MAX_ADDRESS_LENGTH = 90;

const base58check = createBase58check(sha256);
const EVM_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const TRON_VERSION = 0x41;
const BTC_P2PKH = 0x00;
const BTC_P2SH = 0x05;

/** The bytes of a base58check string, or null when it is not one (bad alphabet or checksum). */
function base58Payload(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

/** The EIP-55 mixed-case form of a 0x + 40 hex address (any case in). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i);
    // Nibble i of the hash: the high half of byte i/2 for even i, the low half for odd i.
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function isEvmAddress(address: string): boolean {
  if (!EVM_PATTERN.test(address)) return false;
  const hex = address.slice(2);
  // All one case carries no checksum (EIP-55 keeps such addresses valid); mixed case must match it exactly.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

function isTronAddress(address: string): boolean {
  if (!address.startsWith('T')) return false;
  const bytes = base58Payload(address);
  return bytes !== null && bytes.length === 21 && bytes[0] === TRON_VERSION;
}

function isSegwitAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (!lower.startsWith('bc1')) return false;
  // BIP 173: one case throughout; the decoder alone would accept an all-upper form, which is valid too.
  if (address !== lower && address !== address.toUpperCase()) return false;
  for (const [coder, wantsM] of [[bech32, false], [bech32m, true]] as const) {
    const decoded = coder.decodeUnsafe(lower, MAX_ADDRESS_LENGTH);
    if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) continue;
    const [version = -1, ...data] = decoded.words;
    const program = coder.fromWordsUnsafe(data);
    if (!program || version > 16) continue;
    // BIP 350: version 0 uses bech32, versions 1-16 use bech32m; BIP 141 bounds the program to 2-40 bytes.
    if ((version === 0) === wantsM) continue;
    if (program.length < 2 || program.length > 40) continue;
    if (version === 0 && program.length !== 20 && program.length !== 32) continue;
    return true;
  }
  return false;
}

function isBitcoinAddress(address: string): boolean {
  if (/^bc1/i.test(address)) return isSegwitAddress(address);
  if (!/^[13]/.test(address)) return false;
  const bytes = base58Payload(address);
  return bytes !== null && bytes.length === 21 && (bytes[0] === BTC_P2PKH || bytes[0] === BTC_P2SH);
}

/** Whether an address is a valid mainnet address of the network, checksum included. Surrounding spaces are not trimmed. */
export function isValidAddress(network: NetworkCode, address: string): boolean {
  if (typeof address !== 'string' || address.length === 0 || address.length > MAX_ADDRESS_LENGTH) return false;
  switch (network) {
    case 'ERC20': return isEvmAddress(address);
    case 'TRC20': return isTronAddress(address);
    case 'OMNI': return isBitcoinAddress(address);
    default: return false;
  }
}

/**
 * One spelling per address, so the same address is recognised however it was typed: EVM addresses in their
 * EIP-55 form, segwit addresses in lower case, base58 ones unchanged (their case is significant). Call it on a
 * valid address only.
 */
export function normalizeAddress(network: NetworkCode, address: string): string {
  if (network === 'ERC20') return toChecksumAddress(address);
  if (network === 'OMNI' && /^bc1/i.test(address)) return address.toLowerCase();
  return address;
}
