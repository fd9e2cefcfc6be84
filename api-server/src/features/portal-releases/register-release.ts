import { and, eq } from 'drizzle-orm';
import {
  type Portal,
  type SharedVersions,
  SHARED_SINGLETONS,
  incompatibility,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { portalReleases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { ConflictError, ValidationError } from '../../lib/errors';
import { type ReleaseActor, type ReleaseJson, releaseJson } from './release-json';

export interface NewRelease {
  portal: Portal;
  version: string;
  entry: string;
  integrity?: string | undefined;
  shared: SharedVersions;
}

export interface RegistryRules {
  /** Origins besides the store's own a release may be served from. */
  origins: string[];
  /** The singletons the shell provides. */
  shell: SharedVersions;
}

/** Refuses an entry on an origin nobody listed, and a release the shell cannot run. */
export function checkRelease(release: NewRelease, rules: RegistryRules): void {
  if (!release.entry.startsWith('/')) {
    const origin = new URL(release.entry).origin;
    if (!rules.origins.includes(origin)) {
      throw new ValidationError(
        `${origin} is not an allowed portal origin (PORTAL_ORIGINS lists the allowed ones)`,
        [{ field: 'entry', message: `${origin} is not an allowed portal origin` }],
      );
    }
  }
  const problem = incompatibility(rules.shell, release.shared);
  if (problem) {
    const name = SHARED_SINGLETONS.find((key) => problem.startsWith(`${key} `)) ?? 'react';
    throw new ValidationError(`This release cannot run in the store: ${problem}`, [
      { field: `shared.${name}`, message: problem },
    ]);
  }
}

const sameContent = (row: typeof portalReleases.$inferSelect, release: NewRelease) =>
  row.entry === release.entry &&
  (row.integrity ?? undefined) === release.integrity &&
  SHARED_SINGLETONS.every((name) => (row.shared as SharedVersions)[name] === release.shared[name]);

/**
 * Publishes a release once. The same portal and version again with the same content answers
 * the existing release (a CI retry); with other content it is a conflict: a version names one
 * build for good.
 */
export async function registerRelease(
  db: Db,
  release: NewRelease,
  actor: ReleaseActor,
): Promise<{ release: ReleaseJson; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(portalReleases)
      .values({
        portal: release.portal,
        version: release.version,
        entry: release.entry,
        integrity: release.integrity ?? null,
        shared: release.shared,
        publishedById: actor.id,
        publishedBy: actor.name,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await recordAudit(tx, {
        actorId: actor.id,
        actorName: actor.name,
        action: 'portal.publish',
        entityType: 'portal',
        entityId: inserted.id,
        after: releaseJson(inserted),
      });
      return { release: releaseJson(inserted), created: true };
    }
    const [existing] = await tx
      .select()
      .from(portalReleases)
      .where(
        and(eq(portalReleases.portal, release.portal), eq(portalReleases.version, release.version)),
      );
    if (existing && sameContent(existing, release)) {
      return { release: releaseJson(existing), created: false };
    }
    throw new ConflictError(
      `${release.portal} ${release.version} is already published with other content: publish it under a new version`,
    );
  });
}
