/** A user's second factor (TOTP): the secret sealed at rest, the step of the last accepted code, recovery codes hashed. */
export type UserTotpTable = {
  user_id: number;
  /** The active secret, sealed (platform/security/secret-box.ts); null while off. */
  secret: string | null;
  /** The secret of an enrolment in progress, sealed; never sent back by the client. */
  pending: string | null;
  /** The time step of the last accepted code: a code is accepted once. */
  last_step: number | null;
  /** JSON array of the SHA-256 of the unused recovery codes. */
  recovery: string;
  enabled_at: number | null;
  updated_at: number;
};

/** A wallet bound to an account: it logs the account in (ERC: EIP-4361 message; TRC: TronLink signMessageV2). */
export type UserWalletsTable = {
  id: import('kysely').Generated<number>;
  user_id: number;
  chain: 'erc' | 'trc';
  /** ERC: lower-case 0x address; TRC: base58 T-address. */
  address: string;
  created_at: number;
};

/** A server nonce for one wallet signature: single use, 5 minutes. */
export type WalletNoncesTable = {
  nonce: string;
  chain: 'erc' | 'trc';
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    user_totp: UserTotpTable;
    user_wallets: UserWalletsTable;
    wallet_nonces: WalletNoncesTable;
  }
}

/** The tables the account module owns. */
export const accountTables = ['user_totp', 'user_wallets', 'wallet_nonces'] as const;
