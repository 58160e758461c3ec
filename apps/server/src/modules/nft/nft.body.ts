import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

/** A POST whose fields are all optional may come with no body at all: read that as an empty form (as withdrawals do). */
export async function emptyBodyAsForm(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
}

/** A back-office gate, then the empty body read as a form. */
export function gateThenEmptyBody(gate: preValidationAsyncHookHandler): preValidationAsyncHookHandler {
  return async function (request, reply) {
    await gate.call(this, request, reply);
    await emptyBodyAsForm(request);
  };
}
