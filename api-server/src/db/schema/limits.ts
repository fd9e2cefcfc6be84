import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every replica (plugins/rate-limit-store.ts): one row per client
 * and budget, counted up in place, its window started again once `resets_at` has passed.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Failed logins per email as typed, shared by every replica (features/auth/login-backoff.ts):
 * an attempt counts here before the password is checked and is forgiven when it succeeds.
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }).notNull(),
  forgetAt: timestamp('forget_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Expensive jobs each client holds, running or waiting, on each replica
 * (plugins/fair-share-store.ts): one row per client, `{ replica: count }`, so one conditional
 * upsert checks the sum across replicas and takes a hold exactly, however many race.
 */
export const fairShareHolds = pgTable('fair_share_holds', {
  client: text('client').primaryKey(),
  holds: jsonb('holds').$type<Record<string, number>>().notNull(),
});

/** Replicas alive until their last heartbeat runs out: a killed one's holds stop counting. */
export const fairShareReplicas = pgTable('fair_share_replicas', {
  replica: text('replica').primaryKey(),
  aliveUntil: timestamp('alive_until', { withTimezone: true, mode: 'date' }).notNull(),
});
