import type { AlertKind } from '@candor/shared';

/** One alert fired (claimed in the database by exactly one node), after its commit. */
export type AlertFiredEvent = { alertId: number; userId: number; symbol: string; kind: AlertKind; value: bigint; price: bigint; time: number };
/** An alert joined or left the active set (created, resumed, paused, deleted): every node's index follows. */
export type AlertChangedEvent = { alertId: number; userId: number; symbol: string; kind: AlertKind; value: bigint; active: boolean };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'alerts.fired': AlertFiredEvent;
    'alerts.changed': AlertChangedEvent;
  }
}
