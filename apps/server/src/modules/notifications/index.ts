export { notificationsModule } from './notifications.module.js';
export { NotificationsService } from './notifications.service.js';
export type { NotificationNewEvent } from './notifications.events.js';
