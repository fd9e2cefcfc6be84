import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { PORTALS, type Portal, type SharedVersions } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { portalPromotions, portalReleases } from '../../db/schema';

export interface ReleaseRef {
  id: string;
  portal: Portal;
  version: string;
  entry: string;
  integrity: string | null;
  shared: SharedVersions;
}

/** What one portal serves: read from the promotion log (see portalPromotions). */
export interface PortalState {
  live: ReleaseRef | null;
  canary: { release: ReleaseRef; percent: number; promotionIds: string[] } | null;
  /** The release that was live before `live`: the browser's fallback and the rollback target. */
  previous: ReleaseRef | null;
  livePromotionId: string | null;
}

export type RegistryState = Record<Portal, PortalState>;

const emptyState = (): PortalState => ({
  live: null,
  canary: null,
  previous: null,
  livePromotionId: null,
});

/**
 * Every portal's live, canary and previous release in one query over the promotions still in
 * force (not rolled back), newest first per portal.
 */
export async function readRegistryState(db: Db, only?: Portal): Promise<RegistryState> {
  const rows = await db
    .select({
      promotionId: portalPromotions.id,
      percent: portalPromotions.percent,
      release: {
        id: portalReleases.id,
        portal: portalReleases.portal,
        version: portalReleases.version,
        entry: portalReleases.entry,
        integrity: portalReleases.integrity,
        shared: portalReleases.shared,
      },
    })
    .from(portalPromotions)
    .innerJoin(portalReleases, eq(portalReleases.id, portalPromotions.releaseId))
    .where(
      and(
        isNull(portalPromotions.rolledBackAt),
        only ? eq(portalPromotions.portal, only) : undefined,
      ),
    )
    .orderBy(asc(portalPromotions.portal), desc(portalPromotions.createdAt));
  const state = Object.fromEntries(
    PORTALS.map((portal) => [portal, emptyState()]),
  ) as RegistryState;
  const canaries = new Map<Portal, { release: ReleaseRef; percent: number; ids: string[] }>();
  for (const row of rows) {
    const portal = row.release.portal as Portal;
    const current = state[portal];
    if (!current) continue;
    const release = row.release as ReleaseRef;
    if (row.percent < 100) {
      // Only canaries newer than the live release count; the newest of them is in force.
      if (current.live) continue;
      const canary = canaries.get(portal);
      if (canary) canary.ids.push(row.promotionId);
      else canaries.set(portal, { release, percent: row.percent, ids: [row.promotionId] });
    } else if (!current.live) {
      current.live = release;
      current.livePromotionId = row.promotionId;
    } else if (!current.previous && release.id !== current.live.id) {
      current.previous = release;
    }
  }
  for (const [portal, canary] of canaries) {
    const current = state[portal];
    if (!current.live || canary.release.id === current.live.id) continue;
    current.canary = { release: canary.release, percent: canary.percent, promotionIds: canary.ids };
  }
  return state;
}
