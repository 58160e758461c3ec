import { connect } from 'node:net';

/** Whether something listens at host:port (PostgreSQL, NATS), for tests that skip with a reason when not. */
export function reachable(url: string | undefined, fallbackPort: number): Promise<boolean> {
  if (!url) return Promise.resolve(false);
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port || fallbackPort), u.hostname);
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
export const busUrl = process.env.BUS_URL?.startsWith('nats://') ? process.env.BUS_URL : undefined;
