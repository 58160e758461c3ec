import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { alertsModule } from '../alerts/index.js';
import { backofficeModule } from '../backoffice/index.js';
import { contentModule } from '../content/index.js';
import { usersModule } from '../users/index.js';
import * as m1 from './migrations/20261128_alerts_2_notifications.js';
import { recordAnnouncements } from './notifications.announcements.js';
import { notificationsErrors } from './notifications.errors.js';
import messages from './notifications.messages.json' with { type: 'json' };
import { registerNotificationsAdminRoutes, registerNotificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';
import { notificationsTables } from './notifications.tables.js';
import { alertDraft, depositDraft, futuresDraft, optionsDraft, orderDraft, supportDraft, withdrawalDraft, type Draft } from './notifications.texts.js';
import { PushService } from './push.service.js';

/**
 * The notification centre (beyond the seed): listens to what other modules already announce on the bus and records
 * it per user; web push to the browsers a user allowed, sent by a job with retries.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: { users: usersModule, alerts: alertsModule, content: contentModule, backoffice: backofficeModule },
  tables: notificationsTables,
  migrations: { '20261128_alerts_2_notifications': m1 },
  errors: notificationsErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { alerts_stats: ['operator'] },
  create: ({ platform, needs }) => new NotificationsService(platform.db, platform.clock, platform.bus, defineMessages<keyof typeof messages.en>(messages), needs.users,
    new PushService(platform.db, platform.clock, platform.secrets, isTrialInstall(platform.config))),
  routes: (api, { self, needs }) => registerNotificationsRoutes(api, { notifications: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerNotificationsAdminRoutes(api, { notifications: self, alerts: needs.alerts, admin: needs.backoffice }),
  subscriptions: ({ self, platform }) => {
    const keep = (d: Draft | null): Promise<unknown> => (d ? self.record(d) : Promise.resolve());
    return [
      platform.bus.subscribe('alerts.fired', (e) => keep(alertDraft(e)).then(() => undefined)),
      platform.bus.subscribe('spot.order', (e) => keep(orderDraft(e)).then(() => undefined)),
      platform.bus.subscribe('futures.position', (e) => keep(futuresDraft(e)).then(() => undefined)),
      platform.bus.subscribe('support.message', (e) => keep(supportDraft(e)).then(() => undefined)),
      platform.bus.subscribe('options.settled', (e) => keep(optionsDraft(e)).then(() => undefined)),
      platform.bus.subscribe('deposits.credited', (e) => keep(depositDraft(e)).then(() => undefined)),
      platform.bus.subscribe('withdrawals.decided', (e) => keep(withdrawalDraft(e)).then(() => undefined)),
    ];
  },
  jobs: ({ self, needs }) => [
    {
      name: 'notifications.push-send', schedule: { every: 5_000 },
      run: async ({ now }) => {
        const r = await self.push.sendDue(now, (id, userId) => self.pushMessage(id, userId));
        return `${r.sent} sent, ${r.failed} failed, ${r.dropped} dropped`;
      },
    },
    { name: 'notifications.announcements', schedule: { every: 60_000 }, run: async () => `${await recordAnnouncements(self, needs.content)} announcements` },
  ],
  start: async ({ self }) => { await self.push.ensureKeys(); },
});
