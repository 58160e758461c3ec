import { hostname } from 'node:os';
import type { Cluster, ClusterLog, Handler, RouteErrors } from './cluster.js';
import { PgLeaseStore, type LeaseStore } from './lease.js';
import { NatsMessenger, type Messenger } from './messenger.js';
import { Ownership } from './ownership.js';
import { DEFAULT_ROUTER, Router, type RouterOptions } from './router.js';


/** One API node among several: leases in the store, routed calls on the broker. */
export class NodeCluster implements Cluster {
  readonly clustered = true;
  readonly ownership: Ownership;
  readonly router: Router;

  constructor(readonly node: string, private readonly store: LeaseStore, private readonly messenger: Messenger, log: ClusterLog,
    options: { everyMs?: number; router?: RouterOptions } = {}) {
    this.ownership = new Ownership(store, log, options.everyMs ?? 1000);
    this.router = new Router(messenger, (key) => this.ownership.owns(key), log, options.router ?? DEFAULT_ROUTER);
    this.ownership.on('acquired', (key) => this.router.open(key));
    this.ownership.on('lost', (key) => this.router.shut(key));
  }

  owns(key: string): boolean {
    return this.ownership.owns(key);
  }

  contend(keys: readonly string[], hooks: { onAcquired(key: string): Promise<void>; onLost?(key: string): void }): void {
    this.ownership.contend(keys, hooks);
  }

  serve(op: string, handler: Handler): void {
    this.router.serve(op, handler);
  }

  call<T>(key: string, op: string, payload: unknown, local: () => Promise<T>, errors: RouteErrors): Promise<T> {
    return this.ownership.owns(key) ? local() : this.router.call(key, op, payload, local, errors);
  }

  start(): this {
    this.ownership.start();
    return this;
  }

  async close(): Promise<void> {
    this.ownership.stop();
    this.router.close();
    await this.store.close();
    await this.messenger.close();
  }
}

/** The cluster settings of a node, from its environment. */
export type ClusterConfig = { node: string; databaseUrl: string; busUrl: string };

/**
 * A node joins a cluster when it runs on PostgreSQL with a broker (`BUS_URL=nats://...`) and `CLUSTER` is not `off`;
 * otherwise (SQLite, no broker) it owns everything alone.
 */
export function clusterConfigFromEnv(env: NodeJS.ProcessEnv, databaseUrl: string | null): ClusterConfig | null {
  const busUrl = env.BUS_URL;
  if (!databaseUrl || !busUrl || !busUrl.startsWith('nats://') || env.CLUSTER === 'off') return null;
  return { node: env.NODE_NAME ?? env.NODE_ID ?? `${hostname()}:${env.PORT ?? process.pid}`, databaseUrl, busUrl };
}

/** Opens a node's lease session and broker connection. */
export async function openCluster(config: ClusterConfig, log: ClusterLog, messenger?: Messenger): Promise<NodeCluster> {
  const broker = messenger ?? await NatsMessenger.open(config.busUrl, `candor-owner ${config.node}`);
  return new NodeCluster(config.node, new PgLeaseStore(config.databaseUrl, `candor-lease ${config.node}`.slice(0, 63)), broker, log).start();
}
