import { desc } from 'drizzle-orm';
import { PORTALS, type Portal } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { portalPromotions, portalReleases, portalReports } from '../../db/schema';
import { type ReleaseJson, releaseJson } from './release-json';
import { readRegistryState } from './registry-state';

/** Reports kept on the Portals screen per portal: the newest ones tell what is going on. */
const REPORTS_SHOWN = 20;

export interface PromotionJson {
  percent: number;
  promotedBy: string;
  promotedAt: string;
  rolledBackAt: string | null;
}

export interface PortalJson {
  portal: Portal;
  live: ReleaseJson | null;
  canary: { release: ReleaseJson; percent: number } | null;
  previous: ReleaseJson | null;
  /** Every published release, newest first, with each time it was promoted. */
  history: (ReleaseJson & { promotions: PromotionJson[] })[];
  reports: { version: string; reason: string; reportedAt: string }[];
}

/** GET /api/portal-releases: each portal's state, history and the browsers' reports. */
export async function listPortals(db: Db): Promise<PortalJson[]> {
  const [state, releases, promotions, reports] = await Promise.all([
    readRegistryState(db),
    db.select().from(portalReleases).orderBy(desc(portalReleases.createdAt)),
    db.select().from(portalPromotions).orderBy(desc(portalPromotions.createdAt)),
    db
      .select()
      .from(portalReports)
      .orderBy(desc(portalReports.createdAt))
      .limit(REPORTS_SHOWN * PORTALS.length),
  ]);
  const history = new Map(
    releases.map((row) => [row.id, { ...releaseJson(row), promotions: [] as PromotionJson[] }]),
  );
  for (const row of promotions) {
    history.get(row.releaseId)?.promotions.push({
      percent: row.percent,
      promotedBy: row.promotedBy,
      promotedAt: row.createdAt.toISOString(),
      rolledBackAt: row.rolledBackAt?.toISOString() ?? null,
    });
  }
  const json = (id: string | undefined) => (id ? (history.get(id) ?? null) : null);
  const strip = (release: ReturnType<typeof json>): ReleaseJson | null => {
    if (!release) return null;
    const plain: ReleaseJson & { promotions?: unknown } = { ...release };
    delete plain.promotions;
    return plain;
  };
  return PORTALS.map((portal) => {
    const current = state[portal];
    const canary = current.canary && strip(json(current.canary.release.id));
    return {
      portal,
      live: strip(json(current.live?.id)),
      canary: canary ? { release: canary, percent: current.canary!.percent } : null,
      previous: strip(json(current.previous?.id)),
      history: [...history.values()].filter((release) => release.portal === portal),
      reports: reports
        .filter((report) => report.portal === portal)
        .slice(0, REPORTS_SHOWN)
        .map((report) => ({
          version: report.version,
          reason: report.reason,
          reportedAt: report.createdAt.toISOString(),
        })),
    };
  });
}

/** A browser's report of a release it could not run (no account: sent as a beacon). */
export async function recordReport(
  db: Db,
  report: { portal: Portal; version: string; reason: string },
): Promise<void> {
  await db.insert(portalReports).values(report);
}
