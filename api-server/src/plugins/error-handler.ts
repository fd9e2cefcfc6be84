import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@grocery/shared-api';
import { AppError } from '../lib/errors';
import { failure } from '../lib/envelope';

const INVALID_BODY = 'Invalid request body';

/** One error per field (the first, as the forms show it), in the order the schema reports. */
function fieldErrors(issues: { instancePath: string; message?: string }[]): FieldError[] {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // An issue with no path means the body itself is wrong (an array, a string...).
    const [field, message] = path ? [path, issue.message ?? INVALID_BODY] : ['body', INVALID_BODY];
    if (!errors.has(field)) errors.set(field, message);
  }
  return [...errors].map(([field, message]) => ({ field, message }));
}

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
};

/**
 * The single place errors become responses: AppErrors keep their status and message, schema
 * failures become 400 with per-field messages, framework 4xx keep a safe message, and
 * anything else is logged and answered with a generic 500 that reveals nothing.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send(failure(error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation);
        return reply.code(400).send(failure(errors[0]?.message ?? INVALID_BODY, errors));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
        // A JSON syntax error from the parser is a SyntaxError carrying status 400.
        const message =
          known ??
          (error instanceof SyntaxError ? CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : null);
        return reply.code(status).send(failure(message ?? safeMessage(error)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure('Internal server error'));
    });
  },
  { name: 'error-handler' },
);

/** Fastify's own 4xx errors (codes FST_*) describe the request, not the server: safe to show. */
function safeMessage(error: FastifyError): string {
  return error.code?.startsWith('FST_') ? error.message : 'Bad request';
}
