export { alertsModule } from './alerts.module.js';
export { AlertsService } from './alerts.service.js';
export type { AlertFiredEvent, AlertChangedEvent } from './alerts.events.js';
