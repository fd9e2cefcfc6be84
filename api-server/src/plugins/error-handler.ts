import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@grocery/shared-api';
import { AppError, RetryLaterError } from '../lib/errors';
import { failure } from '../lib/envelope';

const INVALID_BODY = 'Invalid request body';
const MALFORMED_URL = 'Malformed URL';
/** A client still sending a too-large body has this much more of it read (and dropped). */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;

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
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send(failure(error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation);
        return reply.code(400).send(failure(errors[0]?.message ?? INVALID_BODY, errors));
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Answering before the body is read makes the server close a socket the client is
        // still writing to: most clients (Node's http) then see EPIPE, never the 413.
        return discardBody(request.raw).then(() =>
          reply
            .code(413)
            .header('connection', 'close')
            .send(failure(CLIENT_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!)),
        );
      }
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

function discardBody(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (raw.readableEnded || raw.destroyed) return resolve();
    let seen = 0;
    const done = () => {
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_CAP_BYTES) done();
    };
    raw.on('data', onData).on('end', done).on('error', done).on('close', done);
    raw.resume();
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode, or a path parameter longer than
 * any of our ids, answered in the envelope instead of Fastify's own body.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(failure('Not found'));
  }
  return reply
    .code(400)
    .send(failure(error.code === 'FST_ERR_BAD_URL' ? MALFORMED_URL : 'Bad request'));
}

/** Largest request head (request line and headers) Node reads before answering 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Fastify's `clientErrorHandler`: what Node could not even parse as a request (headers over
 * MAX_HEADER_BYTES, a malformed request line) still gets an envelope, then the socket closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'Request headers are too large'
      : status === 408
        ? 'Request timed out'
        : 'Bad request';
  const body = JSON.stringify(failure(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
