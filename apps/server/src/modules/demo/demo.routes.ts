import { z } from 'zod';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { DemoService } from './demo.service.js';

/** The demo reset; a guest demo session starts at auth's demo/guest. */
export function registerDemoRoutes(api: Api, s: { demo: DemoService; sessions: SessionResolver }): void {
  api.post('/demo/reset', { preHandler: requireUser(s.sessions), schema: { tags: ['demo'], summary: 'Reset the demo accounts to the starting balance', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.demo.reset(currentUser(req).id);
      return ok(null);
    });
}
