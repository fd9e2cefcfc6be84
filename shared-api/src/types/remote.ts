import type { ComponentType } from 'react';
import type { SharedVersions } from '../lib/portal-compat';

/**
 * A remote's page. `preload`, when a page has it, starts fetching the page's code (and its
 * first data) before it renders, and settles once that code has arrived: the shell calls it
 * when the page is the one being opened and shows the page after it, so the page renders
 * without suspending.
 */
export type RemotePage = ComponentType & { preload?: () => Promise<void> };

/**
 * What every remote exposes as `./pages`: page components keyed by name. The shell owns the
 * route table and guards and decides which page renders at which path.
 */
export type RemotePages = Record<string, RemotePage>;

export const REMOTE_NAMES = ['storefront', 'manager_portal', 'admin_portal'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Served by the API at GET /remotes.json; each value is the URL of a remoteEntry.js. */
export type RemotesConfig = Record<RemoteName, string>;

/** What the shell knows of the release it loads for a remote (GET /remotes.json `releases`). */
export interface RemoteReleaseInfo {
  version: string;
  /** SRI hash of the entry script; absent for a build served without one. */
  integrity?: string;
  /** The shared singletons it was built against, checked by the shell before it loads it. */
  shared?: SharedVersions;
  /** The release the shell loads instead when this one fails in the browser. */
  fallback?: { entry: string; version: string; integrity?: string; shared?: SharedVersions };
}

/**
 * The body of GET /remotes.json: each remote's entry URL for this browser (a canary included),
 * and what the shell needs to check and replace each release.
 */
export type RemotesDocument = RemotesConfig & {
  releases?: Partial<Record<RemoteName, RemoteReleaseInfo>>;
};
