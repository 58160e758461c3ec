import type { Notification } from '@candor/shared';

/** A notification recorded for a user (after its commit): the realtime module sends it to that user only. */
export type NotificationNewEvent = { userId: number; notification: Notification; unread: number };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'notifications.new': NotificationNewEvent;
  }
}
