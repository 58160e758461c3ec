import { codesRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { fail } from '../../platform/http/errors.js';
import type { createOutboxRepo } from './codes.outbox.js';

/** Only with DEV_OUTBOX=1 (refused in production): the latest codes sent to a destination, for tests and demos. */
export function registerDevRoutes(api: Api, s: { outbox: ReturnType<typeof createOutboxRepo>; devOutbox: boolean }): void {
  serve(api, routes.devOutbox, {}, async (req) => {
    if (!s.devOutbox) fail('dev_outbox_disabled');
    return s.outbox.latestTo(req.query.to.toLowerCase().replace(/^\+/, ''));
  });
}
