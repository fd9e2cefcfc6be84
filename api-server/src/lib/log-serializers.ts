import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|refreshToken)=)[^&#\s]*/gi;

/**
 * The reset page's link carries a live token in its query: keep it out of the logs, whether
 * it is a request's URL or a link in a mail's text.
 */
export function redactTokens(text: string): string {
  return text.replace(SECRET_PARAMS, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactTokens(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
