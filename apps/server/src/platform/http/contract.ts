import type { DataOf, ParsedBody, ParsedParams, ParsedQuery, RouteSpec } from '@candor/shared';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Api } from './api.js';
import { envelope, ok } from './envelope.js';

/** A request as a contract route's handler reads it: body, query and params already parsed by its schemas. */
export type ContractRequest<R extends RouteSpec> = FastifyRequest<{ Body: ParsedBody<R>; Querystring: ParsedQuery<R>; Params: ParsedParams<R> }>;

/** What a handler answers: the route's `data` (the envelope is added here), or the reply itself for raw bytes. */
type Answer<R extends RouteSpec> = R['response'] extends z.ZodType ? z.input<R['response']> : FastifyReply;

/**
 * The guards of a route. A route whose contract needs a signed-in caller ('user', 'real', 'admin') must be given
 * one: registering it without stops the start, so no protected route can be served open by mistake.
 */
export type Guards = {
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  preValidation?: preValidationAsyncHookHandler;
};

/**
 * Serves one route of the API contract (packages/shared/src/api) at its path and its aliases: its schemas validate
 * the request, type the handler, shape the answer (checked when it is serialised) and document it in OpenAPI.
 */
export function serve<const R extends RouteSpec>(api: Api, spec: R, guards: Guards, handler: (req: ContractRequest<R>, reply: FastifyReply) => Promise<Answer<R>>): void {
  const guarded = guards.preHandler !== undefined || guards.preValidation !== undefined;
  if (spec.access !== 'public' && spec.access !== 'optional' && !guarded) throw new Error(`${spec.method} ${spec.path} needs a guard (${spec.access})`);
  const schema = {
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.response ? { response: { 200: envelope(spec.response) } } : {}),
  };
  const respond = spec.response
    ? async (req: FastifyRequest, reply: FastifyReply) => ok(await handler(req as ContractRequest<R>, reply))
    : async (req: FastifyRequest, reply: FastifyReply) => handler(req as ContractRequest<R>, reply);
  for (const at of [{ method: spec.method, path: spec.path }, ...(spec.aliases ?? [])]) {
    api.route({ method: at.method, url: at.path, ...guards, schema, handler: respond });
  }
}

/** The data a route answers, for a handler's helper that builds it. */
export type RouteData<R extends RouteSpec> = DataOf<R>;
