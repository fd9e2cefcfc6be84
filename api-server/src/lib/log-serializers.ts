import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|refreshToken)=)[^&#]*/gi;

/** The reset page's link carries a live token in its query: keep it out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
