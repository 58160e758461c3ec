import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ADDRESS_LENGTH, isValidAddress, normalizeAddress, toChecksumAddress } from './addresses.js';
import type { NetworkCode } from './coins.js';

/** Real mainnet addresses (contracts, the genesis coinbase, BIP 173/350 and EIP-55 test vectors). */
const VALID: Record<NetworkCode, string[]> = {
  ERC20: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // EIP-55 vectors
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0xdAC17F958D2ee523a2206206994597C13D831ec7', // USDT contract
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // USDC contract
    '0x52908400098527886e0f7030069857d2e4169ee7', // all lower case: no checksum to hold
    '0x52908400098527886E0F7030069857D2E4169EE7', // all upper case
  ],
  TRC20: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // USDT contract on TRON
    'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', // USDC contract on TRON
  ],
  OMNI: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // P2PKH, the genesis block's
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH (BIP 173)
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // the same, upper case
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // taproot (BIP 350)
  ],
};

const INVALID: Record<NetworkCode, string[]> = {
  ERC20: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // one letter's case flipped: checksum broken
    '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39 hex digits
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0', // 41
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // no 0x
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', // not hex
    ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ],
  TRC20: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', // last character changed: checksum broken
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', // too short
    'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', // 0 is not base58
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // valid base58check, bitcoin's version byte
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  ],
  OMNI: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // checksum broken
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // bech32 checksum broken
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // v0 with a bech32m checksum (BIP 350)
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // v1 with a bech32 checksum
    'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mixed case
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // testnet
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet P2PKH
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // a TRON address
  ],
};

const NETWORKS = Object.keys(VALID) as NetworkCode[];

describe('isValidAddress', () => {
  for (const network of NETWORKS) {
    it(`accepts real ${network} addresses`, () => {
      for (const address of VALID[network]) expect(isValidAddress(network, address), address).toBe(true);
    });
    it(`refuses corrupted and foreign ${network} addresses`, () => {
      for (const address of INVALID[network]) expect(isValidAddress(network, address), address).toBe(false);
    });
  }

  it('refuses empty, overlong and non-string input on every network', () => {
    for (const network of NETWORKS) {
      expect(isValidAddress(network, '')).toBe(false);
      expect(isValidAddress(network, 'bc1q'.padEnd(MAX_ADDRESS_LENGTH + 1, 'q'))).toBe(false);
      expect(isValidAddress(network, 42 as unknown as string)).toBe(false);
    }
    expect(isValidAddress('SOL' as NetworkCode, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });

  it('catches any one-character typo in a base58check or bech32 address', () => {
    const typed = [...VALID.TRC20.map((a) => ['TRC20', a] as const), ...VALID.OMNI.filter((a) => a === a.toLowerCase() || !a.startsWith('B')).map((a) => ['OMNI', a] as const)];
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyzqpzry9x8gf2tvdw0s3jn54khce6mua7l';
    fc.assert(fc.property(fc.constantFrom(...typed), fc.nat(), fc.nat(), ([network, address], at, pick) => {
      const i = 3 + (at % (address.length - 3));
      const replacement = alphabet.charAt(pick % alphabet.length);
      fc.pre(replacement !== address.charAt(i));
      const typo = address.slice(0, i) + replacement + address.slice(i + 1);
      expect(isValidAddress(network, typo)).toBe(false);
    }), { numRuns: 500 });
  });
});

describe('toChecksumAddress and normalizeAddress', () => {
  it('writes the EIP-55 form whatever case comes in', () => {
    for (const address of VALID.ERC20.slice(0, 6)) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    }
  });

  it('gives one spelling per address', () => {
    expect(normalizeAddress('ERC20', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7');
    expect(normalizeAddress('OMNI', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(normalizeAddress('OMNI', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    expect(normalizeAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});
