import type { QueryOptions } from '@electric-sql/pglite';

/** What the API thread gives the PGlite thread when it starts it. */
export interface WorkerStart {
  /** Where PGlite keeps its files (below `<dataDir>/pglite`); absent means in memory. */
  dataDir?: string;
  /** A data directory dump (tar) to start from, used by tests. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

export type WorkerRequest = { id: number } & (
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: QueryOptions['rowMode'];
      /** Type oids to hand back as the server's text instead of parsed values. */
      rawTypes?: number[];
      /** Run as a named statement with a generic plan (pglite-generic-plans.ts). */
      planned?: boolean;
      /** The id of the open transaction this statement belongs to. */
      tx?: number;
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

export interface WorkerReply {
  id: number;
  result?: unknown;
  /** A thrown error's message and the PostgreSQL fields callers read (code, constraint...). */
  error?: { message: string; fields: Record<string, unknown> };
}
