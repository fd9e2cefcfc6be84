import type { Db } from './client';

const plannedOnce = new WeakMap<Db, Db>();

/**
 * PostgreSQL re-plans a prepared listing statement at every run: its generic plan is estimated
 * dearer than the custom ones, although it is the same index walk. Planning was half of the
 * statement's cost, so connectDatabase gives the statements prepared once their own connections,
 * which keep one generic plan per statement, and fromPglite a client that runs them as named
 * statements with one (pglite-generic-plans.ts). One-off statements and transactions stay on the
 * main handle, where a plan fitted to their values is worth making.
 */
export function registerGenericPlans(db: Db, planned: Db): void {
  plannedOnce.set(db, planned);
}

/** Where statements prepared once for `db` run: its generic-plan handle, or `db` when it has none. */
export function genericPlanDb(db: Db): Db {
  return plannedOnce.get(db) ?? db;
}
