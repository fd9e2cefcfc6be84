import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** One built portal, published once and never changed: (portal, version) names it for good. */
export const portalReleases = pgTable(
  'portal_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    version: text('version').notNull(),
    entry: text('entry').notNull(),
    integrity: text('integrity'),
    /** The shared singletons' versions it was built against (SharedVersions). */
    shared: jsonb('shared').notNull(),
    publishedById: uuid('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedBy: text('published_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portal_releases_version_key').on(t.portal, t.version)],
);

/**
 * Every promotion, newest last; a portal's state is read from this log alone. Live: the newest
 * 100 % promotion not rolled back. Canary: a newer one below 100 %, not rolled back. A rollback
 * stamps `rolled_back_at`, so the one before is live again.
 */
export const portalPromotions = pgTable(
  'portal_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => portalReleases.id),
    percent: smallint('percent').notNull(),
    promotedById: uuid('promoted_by_id').references(() => users.id, { onDelete: 'set null' }),
    promotedBy: text('promoted_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [
    index('portal_promotions_portal_idx').on(t.portal, t.createdAt),
    check('portal_promotions_percent_check', sql`${t.percent} BETWEEN 1 AND 100`),
  ],
);

/** A browser met a release it could not run and loaded the previous one instead. */
export const portalReports = pgTable(
  'portal_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    version: text('version').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portal_reports_portal_idx').on(t.portal, t.createdAt)],
);
