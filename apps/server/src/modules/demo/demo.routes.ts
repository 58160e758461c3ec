import { demoRoutes as routes } from '@candor/shared';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { DemoService } from './demo.service.js';

/** The demo reset; a guest demo session starts at auth's demo/guest. */
export function registerDemoRoutes(api: Api, s: { demo: DemoService; sessions: SessionResolver }): void {
  serve(api, routes.reset, { preHandler: requireUser(s.sessions) }, async (req) => {
    await s.demo.reset(currentUser(req).id);
    return null;
  });
}
