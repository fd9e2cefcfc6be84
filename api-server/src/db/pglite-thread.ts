import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest, WorkerStart } from './pglite-worker-protocol';

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite driver calls on a client: query(), and transaction() outside one. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** An error from the PGlite thread, with the PostgreSQL fields callers read (code, constraint). */
class PgliteError extends Error {
  constructor(error: NonNullable<WorkerReply['error']>) {
    super(error.message);
    Object.assign(this, error.fields);
  }
}

/** The oids drizzle asks to keep as text: its parsers for them are all the identity. */
function rawTypes(options?: QueryOptions): number[] | undefined {
  return options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
}

/**
 * The API thread's handle on PGlite running in a worker thread (pglite-worker.ts). Statements and
 * their rows cross as messages; a transaction stays open on the worker between its statements,
 * and PGlite holds every other statement until it ends, as it does on one thread.
 */
export class PgliteThread implements PgliteQueries {
  private next = 1;
  private readonly pending = new Map<number, (reply: WorkerReply) => void>();
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const answer = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      answer?.(reply);
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const answer of this.pending.values())
        answer({ id: 0, error: { message: err.message, fields: {} } });
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PGlite thread exited (${code})`)));
  }

  /** Starts the thread and waits until PGlite is open. `file` is pglite-worker (.ts or .js). */
  static async start(file: string, start: WorkerStart): Promise<PgliteThread> {
    // Under tsx and jest the worker is TypeScript source, loaded through tsx's require hook (an
    // --import in a worker's execArgv is not honoured on Node 20); the build ships JavaScript.
    const source = file.endsWith('.ts');
    const tsx = source ? createRequire(file).resolve('tsx/cjs/api') : '';
    const entry = source
      ? `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`
      : file;
    const worker = new Worker(entry, {
      eval: source,
      workerData: start,
      transferList: start.loadDataDir ? [start.loadDataDir.buffer] : [],
    });
    const thread = new PgliteThread(worker);
    await thread.call({ op: 'query', text: 'SELECT 1', params: [], rowMode: 'array' });
    return thread;
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.error ? reject(new PgliteError(reply.error)) : resolve(reply.result as T),
      );
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.call({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypes(options),
    });
  }

  /** Statements prepared once, run with a generic plan on the worker (pglite-generic-plans.ts). */
  readonly planned: PgliteQueries = {
    query: (text, params = [], options) =>
      this.call({
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        rawTypes: rawTypes(options),
        planned: true,
      }),
  };

  async transaction<T>(body: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const queries: PgliteQueries = {
      query: (text, params = [], options) =>
        this.call({
          op: 'query',
          text,
          params,
          rowMode: options?.rowMode,
          rawTypes: rawTypes(options),
          tx,
        }),
    };
    let result: T;
    try {
      result = await body(queries);
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** The data directory as a tar, to start other databases from (tests). */
  async dumpDataDir(): Promise<Uint8Array> {
    return this.call<Uint8Array>({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
