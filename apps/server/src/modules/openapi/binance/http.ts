import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { OpenApiService } from '../openapi.service.js';
import { authorize, type Call, type Permission, type Security } from './auth.js';

export type Handler = (call: Call, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type EndpointOptions = { security: Security; permission?: Permission; weight?: number };

/** Declares a Binance endpoint: its security and weight are checked before the handler reads the parameters. */
export function endpoint(b: FastifyInstance, s: OpenApiService, method: HTTPMethods | HTTPMethods[], paths: string | string[], o: EndpointOptions, h: Handler): void {
  for (const url of Array.isArray(paths) ? paths : [paths]) {
    b.route({
      method, url, schema: { hide: true },
      handler: async (req, reply) => {
        const call = await authorize(req, reply, { keys: s.keys, clock: s.clock, weights: s.weights },
          { security: o.security, permission: o.permission ?? 'read', weight: o.weight ?? 1 });
        return h(call, req, reply);
      },
    });
  }
}
