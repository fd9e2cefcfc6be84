import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Portal } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { portalPromotions, portalReleases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { ReleaseActor } from './release-json';
import { type PortalState, type ReleaseRef, readRegistryState } from './registry-state';

const summary = (state: PortalState) => ({
  live: state.live?.version ?? null,
  canary: state.canary
    ? { version: state.canary.release.version, percent: state.canary.percent }
    : null,
});

/** One change per portal at a time: two promotions at once would both read the same state. */
async function lockPortal(tx: Db, portal: Portal): Promise<PortalState> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`portal-release:${portal}`}))`);
  return (await readRegistryState(tx, portal))[portal];
}

/**
 * Makes a published version live for `percent` of browsers: 100 replaces the live release
 * (and ends any canary), less runs it as a canary beside the live one.
 */
export async function promoteRelease(
  db: Db,
  portal: Portal,
  input: { version: string; percent: number },
  actor: ReleaseActor,
): Promise<PortalState> {
  return db.transaction(async (tx) => {
    const before = await lockPortal(tx, portal);
    const [release] = await tx
      .select({ id: portalReleases.id })
      .from(portalReleases)
      .where(and(eq(portalReleases.portal, portal), eq(portalReleases.version, input.version)));
    if (!release) throw new NotFoundError(`${portal} has no release ${input.version}`);
    if (before.live?.id === release.id) {
      if (input.percent < 100) {
        throw new ConflictError(`${portal} ${input.version} is already live for every browser`);
      }
      if (!before.canary) return before;
      // Promoting the live release again while a canary runs ends the canary.
      await stamp(tx, before.canary.promotionIds);
    } else {
      await tx.insert(portalPromotions).values({
        portal,
        releaseId: release.id,
        percent: input.percent,
        promotedById: actor.id,
        promotedBy: actor.name,
      });
      // A canary overtaken by a full promotion is over, also after a later rollback.
      if (before.canary && input.percent === 100) await stamp(tx, before.canary.promotionIds);
    }
    const after = (await readRegistryState(tx, portal))[portal];
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: input.percent < 100 ? 'portal.canary' : 'portal.promote',
      entityType: 'portal',
      entityId: release.id,
      before: summary(before),
      after: summary(after),
    });
    return after;
  });
}

async function stamp(tx: Db, promotionIds: string[]): Promise<void> {
  await tx
    .update(portalPromotions)
    .set({ rolledBackAt: sql`now()` })
    .where(inArray(portalPromotions.id, promotionIds));
}

/**
 * Undoes the newest change: a running canary is stopped (the live release stays), otherwise
 * the release live before the current one is live again.
 */
export async function rollbackRelease(
  db: Db,
  portal: Portal,
  actor: ReleaseActor,
): Promise<PortalState> {
  return db.transaction(async (tx) => {
    const before = await lockPortal(tx, portal);
    let undone: ReleaseRef;
    if (before.canary) {
      undone = before.canary.release;
      await stamp(tx, before.canary.promotionIds);
    } else if (before.live && before.previous && before.livePromotionId) {
      undone = before.live;
      await stamp(tx, [before.livePromotionId]);
    } else {
      throw new ConflictError(`${portal} has no earlier release to roll back to`);
    }
    const after = (await readRegistryState(tx, portal))[portal];
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'portal.rollback',
      entityType: 'portal',
      entityId: undone.id,
      before: summary(before),
      after: summary(after),
    });
    return after;
  });
}
