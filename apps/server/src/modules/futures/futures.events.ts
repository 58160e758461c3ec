import type { FuturesEventKind, FuturesPosition } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { Mode } from '../ledger/index.js';

/** A user's futures order or position changed (after its commit): the realtime module sends it to that user only. */
export type FuturesPositionEvent = { userId: number; mode: Mode; event: FuturesEventKind; position: FuturesPosition };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'futures.position': FuturesPositionEvent;
    /** The back office edited a contract's terms: every node drops its cached contracts (several API nodes). */
    'futures.contracts': { symbol: string };
  }
}

/** Where the futures service and engine announce a change; the module wires it to the bus. */
export type FuturesAnnounce = (e: FuturesPositionEvent) => void;

export const futuresEventsOnBus = (bus: Bus): FuturesAnnounce => (e) => bus.publish('futures.position', e);

/** No announcements (a service made outside the module, e.g. a bench). */
export const silent: FuturesAnnounce = () => undefined;
