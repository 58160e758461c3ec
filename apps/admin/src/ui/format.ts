/** Times in the back office: UTC, to the second, the same for every operator whatever their time zone. */
export function formatTime(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** An audit detail object on one line: `key: value` pairs, empty values left out. */
export function formatDetail(detail: unknown): string {
  if (!detail || typeof detail !== 'object') return '';
  return Object.entries(detail as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

/** A TOTP secret in groups of four, as people copy it into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The phone of a user record: +area code and number, or nothing. */
export function formatPhone(areaCode: unknown, phone: unknown): string {
  if (typeof phone !== 'string' || phone === '') return '';
  return typeof areaCode === 'string' && areaCode !== '' ? `+${areaCode.replace(/^\+/, '')} ${phone}` : phone;
}

/** What went wrong, in words: an error's message (the server's, translated), or the fallback for anything else. */
export function messageOf(e: unknown, fallback: string): string {
  return e instanceof Error && e.message !== '' ? e.message : fallback;
}
