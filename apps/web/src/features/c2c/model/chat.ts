/** One chat message of an order: text or an image (an upload id), from one of the two sides or support. */
export type ChatMessage = { id: number; order_id: number; from: 'me' | 'other' | 'support'; text: string | null; image_id: number | null; at: number };

/** Adds messages (history or live) to a list: each once, oldest first. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of list) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.at - b.at || a.id - b.id);
}

/** Messages from the other side (or support) after the last one the viewer has seen. */
export function unreadCount(list: readonly ChatMessage[], lastSeenId: number): number {
  return list.filter((m) => m.from !== 'me' && m.id > lastSeenId).length;
}

/** A message worth sending: trimmed, not empty, at most 500 characters. */
export function cleanMessage(text: string): string | null {
  const t = text.trim();
  return t.length === 0 ? null : t.slice(0, 500);
}
