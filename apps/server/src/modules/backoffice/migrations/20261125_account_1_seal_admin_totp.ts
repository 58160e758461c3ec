import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../../config.js';
import { isSealed, openSecretBox } from '../../../platform/security/secret-box.js';

type Row = { id: number; totp_secret: string | null; totp_pending: string | null };

/**
 * Admins' TOTP secrets were stored in plain text: each is sealed (AES-256-GCM) with the install's key
 * (SECRETS_KEY, or the trial install's generated key; platform/security/secret-box.ts). The key is opened only when
 * there is something to seal, so an empty database migrates without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const r = await sql<Row>`select id, totp_secret, totp_pending from admins where totp_secret is not null or totp_pending is not null`.execute(db);
  const plain = r.rows.filter((a) => (a.totp_secret !== null && !isSealed(a.totp_secret)) || (a.totp_pending !== null && !isSealed(a.totp_pending)));
  if (plain.length === 0) return;
  const box = openSecretBox(loadConfig());
  const seal = (v: string | null): string | null => (v === null || isSealed(v) ? v : box.seal(v));
  for (const a of plain) {
    await sql`update admins set totp_secret = ${seal(a.totp_secret)}, totp_pending = ${seal(a.totp_pending)} where id = ${a.id}`.execute(db);
  }
}

/** Secrets stay sealed: the server reads plain and sealed values alike. */
export async function down(): Promise<void> {
  return Promise.resolve();
}
