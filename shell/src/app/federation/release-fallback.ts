import type { RemoteName } from '@grocery/shared-api';

/** SRI hash of each entry URL the registry gave one, for the runtime's <script> (see plugin). */
const integrities = new Map<string, string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

export function rememberIntegrity(entry: string, integrity: string | undefined): void {
  if (integrity) integrities.set(absolute(entry), integrity);
}

export function integrityOf(url: string): string | undefined {
  return integrities.get(absolute(url));
}

/**
 * The federation runtime's messages carry its call's arguments and a link to its docs beside
 * what went wrong; the admin's screen keeps what went wrong (the script URL included).
 */
function readable(message: string): string {
  return message
    .replace(/\[ Federation Runtime \]:\s*/g, '')
    .replace(/\bargs: \{[^{}]*\}/g, '')
    .replace(/View the docs to see how to solve: \S+/g, '')
    .replace(/Original Error Message:\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Tells the server (the admin's Portals screen) that this browser could not run a release and
 * fell back to the previous one. A beacon: it carries no token and survives a page change.
 */
export function reportFailedRelease(remote: RemoteName, version: string, error: unknown): void {
  const portal = remote.replace('_', '-');
  // The shell's own error wraps the runtime's (the script that failed and why) as its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const message = [error instanceof Error ? error.message : String(error), cause?.message]
    .filter(Boolean)
    .join(': ');
  const reason = readable(message).slice(0, 500) || 'the release failed to load';
  const body = new Blob([JSON.stringify({ portal, version, reason })], {
    type: 'application/json',
  });
  try {
    if (navigator.sendBeacon?.('/api/portal-releases/reports', body)) return;
  } catch {
    // Falls through to fetch: some browsers refuse a JSON beacon.
  }
  void fetch('/api/portal-releases/reports', { method: 'POST', body, keepalive: true }).catch(
    () => undefined,
  );
}
