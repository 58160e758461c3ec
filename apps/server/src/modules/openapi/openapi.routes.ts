import { openapiRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { ApiKeys } from './apikeys.service.js';

/** A key made in demo mode (X-Demo: 1, or a guest) trades the demo accounts. */
const modeOf = (req: FastifyRequest): 'real' | 'demo' => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

async function emptyBodyAsForm(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
}

/** The API management page's calls (packages/shared/src/api/openapi.ts). */
export function registerOpenapiRoutes(api: Api, s: { keys: ApiKeys; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  const form = { ...user, preValidation: emptyBodyAsForm };
  serve(api, routes.keys, user, (req) => s.keys.list(currentUser(req).id));
  serve(api, routes.create, form, (req) => s.keys.create(currentUser(req).id, modeOf(req), req.body));
  serve(api, routes.pause, form, (req) => s.keys.setPaused(currentUser(req).id, req.params.id, true));
  serve(api, routes.resume, form, (req) => s.keys.setPaused(currentUser(req).id, req.params.id, false));
  serve(api, routes.remove, form, (req) => s.keys.remove(currentUser(req).id, req.params.id));
}
