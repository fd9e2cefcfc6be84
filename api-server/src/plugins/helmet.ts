import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Origins (scheme://host:port) of the remotes configured on another host, for the CSP. */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

export default fp(
  async (app) => {
    const remotes = remoteOrigins(Object.values(app.config.remotes));
    const secure = app.config.publicUrl.startsWith('https:');
    await app.register(helmet, {
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
  },
  { name: 'helmet', dependencies: ['context'] },
);
