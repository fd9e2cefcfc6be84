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

  /** Holds this process has taken and not released, per client: what its entries should say. */
  const mine = new Map<string, number>();
  const count = (client: string, by: number) => {
    const held = (mine.get(client) ?? 0) + by;
    if (held > 0) mine.set(client, held);
    else mine.delete(client);
  };
  /** Clients whose row may disagree with `mine`: a take or release failed on the way. */
  const unsure = new Set<string>();
  const failed = (client: string) => (err: unknown) => {
    unsure.add(client);
    onError(err);
  };
  /**
   * Writes this process's own count into the rows a failure left unsure, so a release lost to a
   * database restart does not shrink the client's share for good. A take racing it may be
   * missed: the row then says one less until the next change.
   */
  const reconcile = async () => {
    for (const client of [...unsure]) {
      unsure.delete(client);
      await db
        .execute(
          sql`UPDATE ${fairShareHolds} SET holds = holds
            || jsonb_build_object(${me}, ${mine.get(client) ?? 0}::int) WHERE client = ${client}`,
        )
        .catch(failed(client));
    }
  };

  const release = (client: string) => {
    count(client, -1);
    return db
      .execute(
        sql`UPDATE ${fairShareHolds} SET holds = holds
          || jsonb_build_object(${me}, greatest(0, coalesce((holds ->> ${me})::int, 0) - 1))
          WHERE client = ${client}`,
      )
      .then(() => undefined, failed(client));
  };

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
        // The database unreachable: the job fails on its own (503). Whether the hold was taken is
        // unknown; the next heartbeat sets the row to what this process holds.
        failed(client)(err);
        return async () => undefined;
      }
      if (taken.length === 0) return null;
      count(client, 1);
      return () => release(client);
    },
  };

  const beat = async () => {
    await heartbeat();
    await reconcile();
  };
  let timers: NodeJS.Timeout[] = [];
  return {
    replica,
    holds,
    /** Runs every HEARTBEAT_MS once started; exposed for tests. */
    beat,
    async start() {
      await beat();
      timers = [setInterval(beat, HEARTBEAT_MS), setInterval(sweep, SWEEP_MS)];
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
