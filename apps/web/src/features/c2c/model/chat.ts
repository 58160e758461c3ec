import type { C2cChatMessage } from '@candor/shared';

/** Adds messages (history or live) to a list: each once, oldest first. */
export function mergeMessages(list: readonly C2cChatMessage[], incoming: readonly C2cChatMessage[]): C2cChatMessage[] {
  const byId = new Map<number, C2cChatMessage>();
  for (const m of list) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at - b.created_at || a.id - b.id);
}

/** Messages from the other side after the last one the viewer has seen. */
export function unreadCount(list: readonly C2cChatMessage[], lastSeenId: number): number {
  return list.filter((m) => !m.mine && m.id > lastSeenId).length;
}

/** The newest message id in a list (0 when empty). */
export const lastId = (list: readonly C2cChatMessage[]): number => list.reduce((max, m) => Math.max(max, m.id), 0);

/** A message worth sending: trimmed, not empty, at most 1000 characters (the contract's limit). */
export function cleanMessage(text: string): string | null {
  const t = text.trim();
  return t.length === 0 ? null : t.slice(0, 1000);
}
