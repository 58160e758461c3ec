import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

/**
 * A POST whose fields are all optional may come with no body at all: read that as an empty form. A body of a
 * content type the route does not read (multipart) stays refused.
 */
export async function emptyBodyAsForm(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
}

/** A back-office gate, then the empty body read as a form: the gate answers first, so a caller without a session learns only that. */
export function gateThenEmptyBody(gate: preValidationAsyncHookHandler): preValidationAsyncHookHandler {
  return async function (request, reply) {
    await gate.call(this, request, reply);
    await emptyBodyAsForm(request);
  };
}
