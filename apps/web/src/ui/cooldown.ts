/** The resend cooldown of a code button: 60 s unless the server says otherwise. */
export const CODE_COOLDOWN_S = 60;

export function cooldownLeft(sentAt: number | null, resendAfterS: number, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + resendAfterS * 1000 - now) / 1000));
}
