import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PORTALS,
  remoteOfPortal,
  type RemoteReleaseInfo,
  type RemotesDocument,
} from '@grocery/shared-api';
import type { RegistryState, ReleaseRef } from './registry-state';

/**
 * A browser's canary cohort, 0-99, kept in a cookie: a portal's canary at N % is what browsers
 * of cohorts below N load. Sticky across reloads, and the same browsers try every canary first.
 */
export const COHORT_COOKIE = 'grocery_cohort';
const COHORT_MAX_AGE = 365 * 24 * 3600;

export function readCohort(cookieHeader: string | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`).exec(
    cookieHeader ?? '',
  );
  return match ? Number(match[1]) : null;
}

const info = (release: ReleaseRef, fallback: ReleaseRef | null): RemoteReleaseInfo => ({
  version: release.version,
  ...(release.integrity ? { integrity: release.integrity } : {}),
  shared: release.shared,
  ...(fallback
    ? {
        fallback: {
          entry: fallback.entry,
          version: fallback.version,
          ...(fallback.integrity ? { integrity: fallback.integrity } : {}),
          shared: fallback.shared,
        },
      }
    : {}),
});

/**
 * THE place that decides which release of each portal one request's browser loads: GET
 * /remotes.json sends it, and a route rendering the HTML may inline it. Gives a browser
 * without a cohort one (a Set-Cookie on `reply`) only while a canary runs.
 */
export function remotesForRequest(
  state: RegistryState,
  defaults: RemotesDocument,
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookie: boolean,
): RemotesDocument {
  const document: RemotesDocument = { ...defaults, releases: {} };
  let cohort = readCohort(request.headers.cookie);
  for (const portal of PORTALS) {
    const { live, canary, previous } = state[portal];
    if (!live) continue;
    const remote = remoteOfPortal(portal);
    if (canary && cohort === null) {
      cohort = randomInt(100);
      const secure = secureCookie ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
      );
    }
    const chosen = canary && cohort! < canary.percent ? canary.release : live;
    document[remote] = chosen.entry;
    document.releases![remote] = info(chosen, chosen === live ? previous : live);
  }
  return document;
}

/** Origins of every release a browser may be sent to now: exactly what the CSP allows. */
export function servedOrigins(state: RegistryState, defaults: RemotesDocument): string[] {
  const entries = new Set<string>();
  for (const portal of PORTALS) {
    const { live, canary, previous } = state[portal];
    if (!live) entries.add(defaults[remoteOfPortal(portal)]);
    for (const release of [live, canary?.release, previous])
      if (release) entries.add(release.entry);
  }
  const origins = new Set<string>();
  for (const entry of entries) if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  return [...origins];
}
