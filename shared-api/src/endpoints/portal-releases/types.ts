import type { Portal, SharedVersions } from '../../lib/portal-compat';

export type { Portal, SharedVersions };

export interface PortalRelease {
  id: string;
  portal: Portal;
  version: string;
  entry: string;
  integrity: string | null;
  shared: SharedVersions;
  publishedBy: string;
  publishedAt: string;
}

export interface PortalPromotion {
  percent: number;
  promotedBy: string;
  promotedAt: string;
  rolledBackAt: string | null;
}

/** A browser's report of a release it could not run (it loaded the previous one). */
export interface PortalReport {
  version: string;
  reason: string;
  reportedAt: string;
}

/** One portal as GET /portal-releases describes it. */
export interface PortalReleases {
  portal: Portal;
  live: PortalRelease | null;
  canary: { release: PortalRelease; percent: number } | null;
  previous: PortalRelease | null;
  history: (PortalRelease & { promotions: PortalPromotion[] })[];
  reports: PortalReport[];
}

/** What a promotion or rollback leaves: the versions now served. */
export interface PortalServing {
  live: string | null;
  canary: { version: string; percent: number } | null;
  previous: string | null;
}
