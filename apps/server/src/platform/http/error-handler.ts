import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageCatalogue } from '../i18n/messages.js';
import { langOf } from './context.js';
import { AppError, type ErrorCatalogue, type ErrorKey } from './errors.js';
import type { ErrorEnvelope } from './envelope.js';

/** What the handler answers with: the codes and messages of the platform and every module of the app. */
export type Catalogues = { errors: ErrorCatalogue; messages: MessageCatalogue };

type ValidationIssue = { message?: string; instancePath?: string; params?: Record<string, unknown> };

function send(c: Catalogues, reply: FastifyReply, request: FastifyRequest, err: AppError): FastifyReply {
  const spec = c.errors.spec(err.key);
  const body: ErrorEnvelope = {
    type: err.key === 'not_logged_in' ? '999' : 'error',
    code: spec.code,
    message: c.messages.translate(request.lang, err.key, err.params),
  };
  return reply.status(spec.http).send(body);
}

/** The field a validation issue is about, from the zod issue path or the JSON pointer. */
function fieldOf(issue: ValidationIssue): string {
  const zodIssue = issue.params?.['issue'] as { path?: unknown[] } | undefined;
  const path = zodIssue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return path && path.length > 0 ? path : 'body';
}

/** Schemas put an error key in their messages; the first issue that names one decides the answer. */
export function validationToAppError(errors: ErrorCatalogue, issues: ValidationIssue[]): AppError {
  for (const issue of issues) {
    if (issue.message && errors.has(issue.message)) return new AppError(issue.message);
  }
  return new AppError('validation_failed', { field: issues[0] ? fieldOf(issues[0]) : 'body' });
}

function fromFastifyError(errors: ErrorCatalogue, error: FastifyError): AppError | null {
  if (error.validation) return validationToAppError(errors, error.validation as ValidationIssue[]);
  const byCode: Record<string, ErrorKey> = {
    FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
    FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_request',
    FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_request',
    FST_ERR_BAD_URL: 'invalid_request',
    FST_ERR_MAX_PARAM_LENGTH: 'invalid_request',
    FST_ERR_ASYNC_CONSTRAINT: 'invalid_request',
  };
  const mapped = error.code ? byCode[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error.statusCode === 429) return new AppError('rate_limited');
  if (error.statusCode === 413) return new AppError('payload_too_large');
  if (error.statusCode === 408 || error.code === 'FST_ERR_REQUEST_TIMEOUT') return new AppError('timeout');
  if (error instanceof SyntaxError || (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)) {
    return new AppError('invalid_request');
  }
  return null;
}

/** Every failure leaves as the translated envelope; unknown errors are logged with an id and never shown. */
export function installErrorHandling(app: FastifyInstance, c: Catalogues): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError && c.errors.has(error.key) ? error : fromFastifyError(c.errors, error);
    if (known) return send(c, reply, request, known);
    const logId = randomUUID();
    request.log.error({ err: error, logId }, 'unhandled error');
    return send(c, reply, request, new AppError('internal', { logId }));
  });
}

/** An unknown path answers 404 with the envelope. */
export function notFound(c: Catalogues, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(c, reply, request, new AppError('route_not_found'));
}

/**
 * Fastify answers a few errors before routing (a URL that does not decode, an over-long path parameter) with its
 * own JSON unless the `frameworkErrors` server option is set; this gives them the envelope too.
 */
export function frameworkErrorAnswerer(c: Catalogues): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    request.lang = langOf(request);
    void send(c, reply, request, fromFastifyError(c.errors, error) ?? new AppError('invalid_request'));
  };
}
