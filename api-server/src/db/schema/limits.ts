import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
