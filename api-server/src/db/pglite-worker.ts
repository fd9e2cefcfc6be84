import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { genericPlanClient } from './pglite-generic-plans';
import type { WorkerReply, WorkerRequest, WorkerStart } from './pglite-worker-protocol';

/**
 * The embedded PostgreSQL on its own thread: PGlite runs every statement synchronously, so on
 * the API's thread one search stopped every other request from being parsed. Here it only
 * blocks this thread; the API thread sends statements and gets rows back (pglite-worker-client.ts).
 */
const port = parentPort!;
const start = workerData as WorkerStart;

/** Open transactions, each held until the API thread commits or rolls it back. */
const transactions = new Map<
  number,
  { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }
>();
const ROLLBACK = new Error('rolled back by the caller');

/** drizzle asks for some types as the raw text; functions cannot cross threads, their oids can. */
function queryOptions(rawTypes: number[] | undefined, rowMode: QueryOptions['rowMode']) {
  const parsers = Object.fromEntries((rawTypes ?? []).map((oid) => [oid, (v: string) => v]));
  return { rowMode, parsers };
}

function errorFields(err: unknown): WorkerReply['error'] {
  const e = err as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'schema', 'severity']) {
    if (typeof e?.[key] === 'string') fields[key] = e[key];
  }
  return { message: err instanceof Error ? err.message : String(err), fields };
}

async function main() {
  const pg = await PGlite.create({
    dataDir: start.dataDir ? join(start.dataDir, 'pglite') : undefined,
    loadDataDir: start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
    extensions: { pg_trgm },
  });
  const planned = genericPlanClient(pg);

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const options = queryOptions(request.rawTypes, request.rowMode);
        if (request.tx !== undefined) {
          const open = transactions.get(request.tx);
          if (!open) throw new Error('The transaction is already closed');
          return open.tx.query(request.text, request.params, options);
        }
        const client = request.planned ? planned : pg;
        return client.query(request.text, request.params, options);
      }
      case 'begin': {
        let opened!: () => void;
        const ready = new Promise<void>((resolve) => (opened = resolve));
        const done = pg.transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              const finish = (commits: boolean) => (commits ? commit() : rollBack(ROLLBACK));
              transactions.set(request.id, { tx, finish, done });
              opened();
            }),
        );
        // Either the transaction began, or BEGIN itself failed.
        await Promise.race([ready, done]);
        return request.id;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) return null;
        transactions.delete(request.tx);
        open.finish(request.commit);
        // COMMIT can fail too (a deferred constraint): the caller must hear of it.
        await open.done.catch((err: unknown) => {
          if (err !== ROLLBACK) throw err;
        });
        return null;
      }
      case 'dump': {
        const dump = await pg.dumpDataDir('none');
        return new Uint8Array(await dump.arrayBuffer());
      }
      case 'close':
        await pg.close();
        return null;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
      (err: unknown) => port.postMessage({ id: request.id, error: errorFields(err) }),
    );
  });
  port.postMessage({ id: 0, result: 'ready' } satisfies WorkerReply);
}

main().catch((err: unknown) => port.postMessage({ id: 0, error: errorFields(err) }));
