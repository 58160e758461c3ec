import type { C2cEvent } from '@candor/shared';
import type { Tx } from '../../platform/db/database.js';
import { C2cAds } from './c2c.ads.js';
import { C2cChat } from './c2c.chat.js';
import type { C2cDeps } from './c2c.deps.js';
import { c2cCommittedAt, type Committed } from './c2c.liabilities.js';
import { C2cDesk } from './c2c.desk.js';
import { C2cFlow } from './c2c.flow.js';
import { C2cMerchants } from './c2c.merchants.js';
import { C2cOrders } from './c2c.orders.js';
import { C2cPayKinds } from './c2c.paykinds.js';
import { C2cSamples } from './c2c.samples.js';

/** The C2C module's service: the market's ads, merchants, orders and their moves, the chat, and the back office's desk. */
export class C2cService {
  readonly ads: C2cAds;
  readonly merchants: C2cMerchants;
  readonly orders: C2cOrders;
  readonly flow: C2cFlow;
  readonly chat: C2cChat;
  readonly desk: C2cDesk;
  readonly payKinds: C2cPayKinds;
  readonly samples: C2cSamples;

  constructor(readonly deps: C2cDeps) {
    this.ads = new C2cAds(deps);
    this.merchants = new C2cMerchants(deps, this.ads);
    this.orders = new C2cOrders(deps);
    this.flow = new C2cFlow(deps, this.orders);
    this.chat = new C2cChat(deps, this.orders);
    this.desk = new C2cDesk(deps, this.ads, this.flow);
    this.payKinds = new C2cPayKinds(deps);
    this.samples = new C2cSamples(deps, this.merchants, this.ads, this.flow);
  }

  /** The proof of liabilities' read: coins in escrow at `at`, owed to their sellers (see c2c.liabilities.ts). */
  committedAt(at: number, tx?: Tx): Promise<Committed[]> {
    return c2cCommittedAt(tx ?? this.deps.db, at);
  }

  /** Sends the user's events to the realtime hub (the manifest wires it once the hub exists). */
  connect(send: (userId: number, event: C2cEvent) => void): void {
    this.deps.notify.to = send;
  }

  /** The deadline job and the start-up: every unpaid order past its deadline is cancelled and its escrow returned. */
  expireDue(now?: number): Promise<number> {
    return this.flow.expireDue(now);
  }
}
