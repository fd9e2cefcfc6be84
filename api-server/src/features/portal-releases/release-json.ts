import type { Portal, SharedVersions } from '@grocery/shared-api';
import type { portalReleases } from '../../db/schema';

/** Who changes the registry: an admin, or a portal team's deploy token (no account). */
export interface ReleaseActor {
  id: string | null;
  name: string;
}

export const DEPLOY_TOKEN_ACTOR: ReleaseActor = { id: null, name: 'Deploy token' };

export interface ReleaseJson {
  id: string;
  portal: Portal;
  version: string;
  entry: string;
  integrity: string | null;
  shared: SharedVersions;
  publishedBy: string;
  publishedAt: string;
}

export function releaseJson(row: typeof portalReleases.$inferSelect): ReleaseJson {
  return {
    id: row.id,
    portal: row.portal as Portal,
    version: row.version,
    entry: row.entry,
    integrity: row.integrity,
    shared: row.shared as SharedVersions,
    publishedBy: row.publishedBy,
    publishedAt: row.createdAt.toISOString(),
  };
}
