import { isDatabaseBusy } from '../db/database.ts';
import type { ErrorCode } from '@canopy/shared/error-codes';
import type { ErrorBody } from '@canopy/shared/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own client errors (body too large, bad JSON, wrong content type) keep their 4xx status. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'request.too_large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'request.unsupported_type', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation.failed', message: 'Invalid content length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation.failed', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'validation.failed', message: 'Request body is not valid JSON' },
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Our own 5xx with a cause (a bucket refusing, say): the answer stays clean, the log says why.
      if (error.statusCode >= 500 && error.cause !== undefined) {
        request.log.warn({ err: error.cause }, error.message);
      }
      return reply.code(error.statusCode).headers(error.headers).send(appErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'invalid',
      }));
      return reply.code(400).send({ ...body('validation.failed', 'Invalid request'), details });
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body('database.busy', 'The database is busy; try again'));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known && error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body(known.code, known.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body('validation.failed', 'Invalid request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('internal.error', 'Internal server error'));
  });
}

/** The body of an answer our own error makes, wherever it is written. */
export function appErrorBody(error: AppError): ErrorBody {
  const sent = body(error.code, error.message);
  return error.details ? { ...sent, details: error.details } : sent;
}

function body(code: ErrorCode, error: string): ErrorBody {
  return { error, code };
}
