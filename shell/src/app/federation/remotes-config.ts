import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotesConfig,
  type RemotesDocument,
} from '@grocery/shared-api';

declare global {
  interface Window {
    /** The body of GET /remotes.json, asked for by early.ts before the shell's code arrived. */
    groceryRemotes?: Promise<unknown>;
  }
}

/** The early script's answer, taken by the first (and only) read of the config. */
function takeEarlyAnswer(): Promise<unknown> | undefined {
  const early = window.groceryRemotes;
  window.groceryRemotes = undefined;
  return early;
}

/** Where each remote lives when the server says nothing else: beside the shell. */
export const DEFAULT_REMOTES: RemotesConfig = {
  storefront: '/remotes/storefront/remoteEntry.js',
  manager_portal: '/remotes/manager-portal/remoteEntry.js',
  admin_portal: '/remotes/admin-portal/remoteEntry.js',
};

function isRemotesConfig(value: unknown): value is Partial<Record<RemoteName, unknown>> {
  return typeof value === 'object' && value !== null;
}

async function fetchBody(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl('/remotes.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
  return response.json();
}

/**
 * Remote locations are run-time configuration (GET /remotes.json), so a portal can be
 * redeployed or moved to another origin without rebuilding the shell. A missing or broken
 * config falls back to the same-origin defaults rather than blocking the store.
 */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<RemotesDocument> {
  try {
    const body: unknown = await (takeEarlyAnswer() ?? fetchBody(fetchImpl));
    if (!isRemotesConfig(body)) throw new Error('GET /remotes.json is not an object');
    const config: RemotesDocument = { ...DEFAULT_REMOTES };
    for (const name of REMOTE_NAMES) {
      const url = body[name];
      if (typeof url === 'string' && url) config[name] = url;
    }
    // The registry's word on each release (version, SRI hash, fallback): see remote-registry.
    const releases = (body as { releases?: unknown }).releases;
    if (typeof releases === 'object' && releases !== null) {
      config.releases = releases as RemotesDocument['releases'];
    }
    return config;
  } catch (error) {
    console.warn('[federation] using same-origin remotes:', error);
    return DEFAULT_REMOTES;
  }
}
