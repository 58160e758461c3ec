import { isSimulatedOwner } from '@candor/shared';
import type { FeeEntryLine } from './referral.repo.js';

export const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of a time. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
export const nextDay = (day: string): string => dayOf(dayStart(day) + DAY_MS);

/**
 * The commission on a fee: fee × rate / 10 000, rounded down to the atom. The remainder rule: the floor is taken
 * once per (day, referrer, invitee, coin) on that invitee's whole day of fees in that coin; what is rounded away stays
 * in the platform's fee account.
 */
export const commissionOf = (fee: bigint, rateBps: number): bigint => (fee * BigInt(rateBps)) / 10_000n;

/** Percent text of basis points ("20", "12.5"). */
export const bpsText = (bps: number): string => {
  const whole = Math.trunc(bps / 100);
  const frac = bps % 100;
  return frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
};

/** Parses a percent with at most two decimals, 0..100, into basis points; null when not one. */
export function parseRate(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/**
 * Who paid each fee of a day's trading entries. A fee line (owner 0, kind fees) in coin C is paid by the one user
 * whose account in coin C the entry touches; when two users touch coin C (a spot trade: the buyer pays C out, the
 * seller receives C less their fee) the fee is the receiver's, whose net change in C is positive. Simulated
 * participants are nobody's invitees and are left out.
 */
export function feesByPayer(lines: readonly FeeEntryLine[]): Map<string, bigint> {
  const byEntry = new Map<number, FeeEntryLine[]>();
  for (const l of lines) byEntry.set(l.entryId, [...(byEntry.get(l.entryId) ?? []), l]);
  const out = new Map<string, bigint>();
  for (const entry of byEntry.values()) {
    for (const fee of entry.filter((l) => l.ownerId === 0 && l.kind === 'fees' && l.amount > 0n)) {
      const net = new Map<number, bigint>();
      for (const l of entry) if (l.ownerId !== 0 && l.asset === fee.asset) net.set(l.ownerId, (net.get(l.ownerId) ?? 0n) + l.amount);
      const owners = [...net.keys()];
      const payer = owners.length === 1 ? owners[0] : owners.find((o) => (net.get(o) ?? 0n) > 0n);
      if (payer === undefined || isSimulatedOwner(payer)) continue;
      const key = `${payer}|${fee.asset}`;
      out.set(key, (out.get(key) ?? 0n) + fee.amount);
    }
  }
  return out;
}

/** A name shown to others: the first two characters, stars, and an email's domain or a phone's last two digits. */
export function maskName(u: { id: number; username: string | null; email: string | null; phone: string | null }): string {
  if (u.email) {
    const [local = '', domain = ''] = u.email.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  if (u.phone) return `${u.phone.slice(0, 3)}****${u.phone.slice(-2)}`;
  if (u.username) return `${u.username.slice(0, 2)}***`;
  return `user***${String(u.id).slice(-2)}`;
}
