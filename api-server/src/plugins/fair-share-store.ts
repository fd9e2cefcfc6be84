import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { fairShareHolds, fairShareReplicas } from '../db/schema';
import type { SharedHolds } from '../lib/fair-share';

/** A replica counts as alive this long after its last heartbeat; a killed one's holds then lapse. */
const ALIVE_MS = 10_000;
const HEARTBEAT_MS = 2_000;
/** Rows of clients holding nothing, and replicas long gone, are deleted this often. */
const SWEEP_MS = 60_000;

/**
 * The fair-share bound per client counted in PostgreSQL, so a client's expensive jobs are bounded
 * on all replicas together. Each client has one row, `{ replica: holds }`: taking a hold is one
 * upsert whose condition sums the live replicas' holds on the row it has locked, so racing takes,
 * on any replica, are exact. Releasing is one update, not awaited by the answer. Only expensive
 * jobs pay these two statements; cache hits never reach the fair share.
 */
export function postgresFairShareHolds(db: Db, onError: (err: unknown) => void) {
  const replica = randomUUID();
  const me = sql`${replica}::text`;
  const live = sql`(SELECT r.replica FROM ${fairShareReplicas} r WHERE r.alive_until > now())`;
  const heartbeat = () =>
    db
      .execute(
        sql`INSERT INTO ${fairShareReplicas} (replica, alive_until)
          VALUES (${me}, now() + ${ALIVE_MS}::int * interval '1 millisecond')
          ON CONFLICT (replica) DO UPDATE SET alive_until = excluded.alive_until`,
      )
      .then(() => undefined, onError);
  const sweep = () =>
    Promise.all([
      db.execute(
        sql`DELETE FROM ${fairShareHolds} h WHERE NOT EXISTS (SELECT 1 FROM jsonb_each_text(h.holds) e
          WHERE e.value::int > 0 AND e.key IN ${live})`,
      ),
      db.execute(
        sql`DELETE FROM ${fairShareReplicas} WHERE alive_until < now() - interval '1 minute'`,
      ),
    ]).then(() => undefined, onError);

  const release = (client: string) =>
    db
      .execute(
        sql`UPDATE ${fairShareHolds} SET holds = holds
          || jsonb_build_object(${me}, greatest(0, coalesce((holds ->> ${me})::int, 0) - 1))
          WHERE client = ${client}`,
      )
      .then(() => undefined, onError);

  const holds: SharedHolds = {
    async take(client, perClient) {
      let taken: unknown[];
      try {
        // Replicas no longer alive are dropped from the row as it is written.
        taken = await rawRows(
          db,
          sql`INSERT INTO ${fairShareHolds} AS h (client, holds)
            VALUES (${client}, jsonb_build_object(${me}, 1))
            ON CONFLICT (client) DO UPDATE SET holds =
              (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each(h.holds) e
                WHERE e.key <> ${me} AND e.key IN ${live})
              || jsonb_build_object(${me}, coalesce((h.holds ->> ${me})::int, 0) + 1)
            WHERE (SELECT coalesce(sum(e.value::int), 0) FROM jsonb_each_text(h.holds) e
              WHERE e.key = ${me} OR e.key IN ${live}) < ${perClient}::int
            RETURNING 1 AS taken`,
        );
      } catch (err) {
        // The database unreachable: the job fails on its own (503); no hold to count or release.
        onError(err);
        return async () => undefined;
      }
      return taken.length > 0 ? () => release(client) : null;
    },
  };

  let timers: NodeJS.Timeout[] = [];
  return {
    replica,
    holds,
    async start() {
      await heartbeat();
      timers = [setInterval(heartbeat, HEARTBEAT_MS), setInterval(sweep, SWEEP_MS)];
      for (const timer of timers) timer.unref();
    },
    /** A replica that shuts down stops counting at once, its holds with it. */
    async stop() {
      timers.forEach(clearInterval);
      await db
        .delete(fairShareReplicas)
        .where(eq(fairShareReplicas.replica, replica))
        .catch(onError);
    },
  };
}
