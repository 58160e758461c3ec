import { userDisplayName, userLabel, type UserNameParts } from '@candor/shared';

/**
 * The one way the back office names a user, on every list and page (deposits, withdrawals, statements, users...):
 * email, else phone, else username, and the id: "alice@example.com (#12)". The server composes the name
 * (`user`, packages/shared/src/naming.ts); a record that carries the parts (the users list) is named from them.
 */
export const userText = (r: { user?: string | null | undefined; user_id: number }): string => userLabel(r.user, r.user_id);

/** A user record with its naming fields (the users list): the same words as userText. */
export const userTextOf = (u: UserNameParts & { id: number }): string => userLabel(userDisplayName(u), u.id);
