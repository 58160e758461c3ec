import { useEffect, useRef, useState } from 'react';
import { tokenStore } from '../../api/client';

type InboxEvent = { op: 'inbox'; conversation_id: number; event: string };

export type InboxLive = {
  /** Whether the agent socket is signed in (then the screens poll only as a safety net). */
  live: boolean;
  /** Counts every inbox change heard: a list re-reads when it moves. */
  all: number;
  /** Counts the changes of one conversation: its open view re-reads when it moves. */
  of: (id: number) => number;
};

const RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * The agents' live inbox: a websocket at /api/admin/support/ws signed in with the admin session, which says which
 * conversation changed (never its text); the screens then re-read through the audited routes. It reconnects with a
 * growing wait after a drop.
 */
export function useInboxLive(): InboxLive {
  const [live, setLive] = useState(false);
  const [all, setAll] = useState(0);
  const perConversation = useRef(new Map<number, number>());
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const token = tokenStore.get();
      if (stopped || !token) return;
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/admin/support/ws`;
      const ws = new WebSocket(url);
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ op: 'auth', token }));
      ws.onmessage = (m: MessageEvent<string>) => {
        const msg = JSON.parse(m.data) as { op?: string } | InboxEvent;
        if (msg.op === 'authed') { tries = 0; setLive(true); }
        if (msg.op === 'inbox' && 'conversation_id' in msg) {
          const id = msg.conversation_id;
          perConversation.current.set(id, (perConversation.current.get(id) ?? 0) + 1);
          setAll((n) => n + 1);
        }
      };
      ws.onclose = () => {
        setLive(false);
        if (stopped) return;
        timer = setTimeout(connect, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);
  return { live, all, of: (id) => perConversation.current.get(id) ?? 0 };
}
