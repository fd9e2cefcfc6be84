import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './swagger';

/** Origins (scheme://host:port) of the remotes configured on another host, for the CSP. */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The headers helmet's middleware sets, computed once: they depend only on the configuration,
 * and building them per request (as @fastify/helmet does) cost more than the cached reads.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

export default fp(
  async (app) => {
    const remotes = remoteOrigins(Object.values(app.config.remotes));
    const secure = app.config.publicUrl.startsWith('https:');
    const documentHeaders = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // The apps inject their CSS as <style> tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          // Product pictures may be links to other sites or uploaded data URLs.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: secure ? [] : null,
        },
      },
      frameguard: { action: 'deny' },
      // Same-site by default; the static plugin opens /remotes/ to shells on other origins.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    // OWASP's REST Security Cheat Sheet set: a JSON answer is never rendered as a page, so the
    // document policies (script and style sources, COOP, ...) would only add bytes to each reply.
    const jsonHeaders = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      frameguard: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      const json = request.url.startsWith('/api/') && !request.url.startsWith(DOCS_PREFIX);
      reply.headers(json ? jsonHeaders : documentHeaders);
      done();
    });
  },
  { name: 'helmet', dependencies: ['context'] },
);
