import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { invalidateCatalogCache } from './catalog-cache';
import { okBody } from './envelope';
import { PreconditionFailedError } from './errors';

/** The validator GET sends for an answer carrying `data` (the one catalog-cache.ts computes). */
export const answerTag = (data: unknown) =>
  createHash('sha1').update(okBody(data)).digest('base64url');

/**
 * The entity tags of an If-Match header without their quotes and weakness marks: null when the
 * header is absent, ['*'] for "any current version". Our tags are weak (each content-encoding
 * differs), so they are compared as opaque values, as clients send back what GET gave them.
 */
export function ifMatchTags(request: FastifyRequest): string[] | null {
  const header = request.headers['if-match'];
  if (header === undefined) return null;
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter(Boolean);
}

export interface Guard {
  /** Locks the item's row (SELECT ... FOR UPDATE) so no write slips between check and write. */
  lock(tx: Db): Promise<void>;
  /** The tags GET answers for the item now, one per way it may be shown (shopper, staff). */
  currentTags(tx: Db): Promise<string[]>;
}

/**
 * Runs `write`, honouring If-Match: with the header, the row is locked, its current tags are
 * compared with the ones sent, and the write runs in the same transaction, or 412 when it was
 * changed since. Without it, `write` runs as before.
 */
export async function writeIfMatch<T>(
  db: Db,
  request: FastifyRequest,
  guard: Guard,
  write: (db: Db) => Promise<T>,
): Promise<T> {
  const sent = ifMatchTags(request);
  if (sent === null) return write(db);
  try {
    return await db.transaction(async (tx) => {
      await guard.lock(tx);
      const current = await guard.currentTags(tx);
      const matches = sent.includes('*') || current.some((tag) => sent.includes(tag));
      if (!matches) throw new PreconditionFailedError();
      return write(tx);
    });
  } finally {
    // Writes inside the transaction cleared the transaction's own cache, not this one.
    invalidateCatalogCache(db);
  }
}
