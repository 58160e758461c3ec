import type { Generated } from 'kysely';
import type { NotificationKind } from '@candor/shared';
import type { Flag } from '../../platform/db/tables.js';

/** Every user of the install: an announcement is one row for all (user_id 0), read per user in notification_reads. */
export const EVERYONE = 0;

/**
 * One notification. Its texts are a message key and its parameters (JSON), written in the reader's language when
 * read; `source` names what caused it, unique per user, so an event heard twice records one notification.
 */
export type NotificationsTable = {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  text_key: string;
  params: string;
  link: string | null;
  read_flag: Flag;
  source: string;
  created_at: number;
};

/** A user's reading of an announcement (a notification for everyone). */
export type NotificationReadsTable = { user_id: number; notification_id: number; read_at: number };

/** A browser's push subscription (PushSubscription: endpoint and keys), one per endpoint. */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
};

export type PushDeliveryStatus = 'pending' | 'sent' | 'failed' | 'dropped';

/** One notification to one subscription: sent by the push job, retried with a doubling delay. */
export type PushDeliveriesTable = {
  id: Generated<number>;
  subscription_id: number;
  notification_id: number;
  user_id: number;
  status: PushDeliveryStatus;
  attempts: number;
  next_at: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
};

/** The install's VAPID key pair, made at first start (one row, id 1); the private key sealed with the secrets key. */
export type PushVapidTable = { id: number; public_key: string; private_key: string; created_at: number };

declare module '../../platform/db/tables.js' {
  interface Tables {
    notifications: NotificationsTable;
    notification_reads: NotificationReadsTable;
    push_subscriptions: PushSubscriptionsTable;
    push_deliveries: PushDeliveriesTable;
    push_vapid: PushVapidTable;
  }
}

export const notificationsTables = ['notifications', 'notification_reads', 'push_subscriptions', 'push_deliveries', 'push_vapid'] as const;
