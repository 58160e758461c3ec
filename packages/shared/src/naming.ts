/**
 * How the back office names a user on every page: the email, else the phone (with its area code), else the username,
 * and always the id: "alice@example.com (#12)". The server composes the name, the back office adds the id.
 */
export type UserNameParts = {
  email?: string | null | undefined; phone?: string | null | undefined; area_code?: string | null | undefined; username?: string | null | undefined;
};

/** The user's name as the back office shows it (email, else phone, else username), or null for a user with none (a guest). */
export function userDisplayName(u: UserNameParts): string | null {
  if (u.email) return u.email;
  if (u.phone) return u.area_code ? `+${u.area_code} ${u.phone}` : u.phone;
  return u.username || null;
}

/** The name and the id: "alice@example.com (#12)"; "guest (#12)" when the user has no name. */
export function userLabel(name: string | null | undefined, id: number): string {
  return `${name || 'guest'} (#${id})`;
}
