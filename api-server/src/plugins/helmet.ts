import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './swagger';

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
    const secure = app.config.publicUrl.startsWith('https:');
    const documentPolicy = (remotes: string[]) =>
      securityHeaders({
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
    // The portal origins change with a promotion elsewhere, so the policy is computed per set
    // of origins, once each.
    const documentPolicies = new Map<string, Record<string, string>>();
    const documentHeaders = async () => {
      const origins = await app.portalRegistry.origins();
      const key = origins.join(' ');
      let headers = documentPolicies.get(key);
      if (!headers) {
        if (documentPolicies.size > 50) documentPolicies.clear();
        headers = documentPolicy(origins);
        documentPolicies.set(key, headers);
      }
      return headers;
    };
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
    // A callback hook: every API answer, each refusal of a flood included, passes here, and the
    // JSON headers need no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/') && !request.url.startsWith(DOCS_PREFIX)) {
        reply.headers(jsonHeaders);
        return done();
      }
      documentHeaders().then((headers) => {
        reply.headers(headers);
        done();
      }, done);
    });
  },
  { name: 'helmet', dependencies: ['context', 'portal-registry'] },
);
