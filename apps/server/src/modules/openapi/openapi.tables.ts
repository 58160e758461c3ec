import type { Generated } from 'kysely';

/**
 * An API key of the Binance-compatible API. The secret is sealed with the install's key (platform/security), so a
 * database leak alone does not give a usable secret. Permissions: read always; spot and futures trading as chosen;
 * never withdrawing. `mode` is the money it trades (a key made in demo mode trades the demo accounts).
 */
export type ApiKeysTable = {
  id: Generated<number>;
  user_id: number;
  label: string;
  api_key: string;
  secret_sealed: string;
  can_spot: number;
  can_futures: number;
  mode: 'real' | 'demo';
  /** IP addresses separated by commas; empty: any. */
  ip_allow: string;
  status: 'active' | 'paused' | 'revoked' | 'deleted';
  created_at: number;
  last_used_at: number | null;
  revoked_by: number | null;
  revoked_at: number | null;
};

/** Signatures already accepted, kept for their receive window: the same signed request is refused a second time. */
export type ApiSignaturesTable = {
  key_id: number;
  signature: string;
  expires_at: number;
};

/** A key owner's futures settings per symbol (Binance's leverage and marginType calls), applied to their next orders. */
export type ApiFuturesSettingsTable = {
  user_id: number;
  mode: 'real' | 'demo';
  symbol: string;
  leverage: number;
  margin_mode: 'cross' | 'isolated';
  updated_at: number;
};

/** The newClientOrderId a key owner gave a spot or futures order placed through /binance (Binance's clientOrderId). */
export type ApiClientOrdersTable = {
  id: Generated<number>;
  user_id: number;
  mode: 'real' | 'demo';
  venue: 'spot' | 'futures';
  client_order_id: string;
  order_id: number;
  created_at: number;
};

/** A user data stream's listenKey (spot or futures), valid until `expires_at` (60 minutes from its last keep-alive). */
export type ApiListenKeysTable = {
  listen_key: string;
  key_id: number;
  user_id: number;
  mode: 'real' | 'demo';
  venue: 'spot' | 'futures';
  expires_at: number;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    api_keys: ApiKeysTable;
    api_signatures: ApiSignaturesTable;
    api_futures_settings: ApiFuturesSettingsTable;
    api_client_orders: ApiClientOrdersTable;
    api_listen_keys: ApiListenKeysTable;
  }
}

export const openapiTables = ['api_keys', 'api_signatures', 'api_futures_settings', 'api_client_orders', 'api_listen_keys'] as const;
