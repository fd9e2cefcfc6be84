import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { type CachedBody, catalogCache } from './catalog-cache';
import { acceptedEncoding } from './encodings';
import { okBody } from './envelope';

/**
 * What a request is known by before its query is validated: the caller's role (the only part
 * of who asks that a catalogue answer depends on) and the URL as sent.
 */
function addressOf(request: FastifyRequest): string {
  return `${request.auth?.role ?? 'guest'} ${request.url}`;
}

/**
 * A stored answer carries a validator: browsers keep it and ask again with If-None-Match, and
 * get an empty 304 while nothing was written. `private, no-cache` makes them ask every time, so
 * a write shows at once; the tag is weak because each content-encoding is a different byte
 * string of the same answer.
 */
function validate(reply: FastifyReply, tag: string | undefined): boolean {
  if (!tag) return false;
  const etag = `W/"${tag}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const asked = reply.request.headers['if-none-match'];
  return asked !== undefined && asked.split(/\s*,\s*/).some((t) => t === etag || t === `"${tag}"`);
}

function send(reply: FastifyReply, { body, hit, encoded, tag }: CachedBody): FastifyReply {
  reply.header('x-cache', hit ? 'hit' : 'miss').type('application/json; charset=utf-8');
  // The answer depends on the caller's role and on what it accepts.
  reply.header('vary', 'accept-encoding, authorization');
  if (validate(reply, tag)) return reply.code(304).send();
  if (!encoded) return reply.send(body);
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  // The compress plugin leaves a body alone once it carries a content-encoding.
  return encoding
    ? reply.header('content-encoding', encoding).send(encoded[encoding])
    : reply.send(body);
}

/**
 * Answers a catalogue read from the response cache, or computes, stores and sends it. The body
 * is kept serialized and compressed, so a hit costs no database trip, no JSON work and no
 * compression. `compute` may answer JsonText (see envelope.ts). `key` must hold every input
 * the answer depends on: route, normalized query and visibility scope. `stockOrdered`: the answer
 * is ordered or filtered by stock (see CatalogCache.read).
 */
export async function sendCached(
  reply: FastifyReply,
  db: Db,
  key: string,
  compute: () => Promise<unknown>,
  stockOrdered = false,
): Promise<FastifyReply> {
  const cached = await catalogCache(db).read(
    key,
    // Only a miss costs the database, so only a miss counts against the caller's share.
    () => reply.server.fairShare(reply.request, async () => okBody(await compute())),
    addressOf(reply.request),
    stockOrdered,
  );
  return send(reply, cached);
}

/**
 * An onRequest hook for cached reads, after tryAuthenticate: a request whose role and URL were
 * answered since the last write gets that stored answer at once. Only a validated request that
 * reached sendCached leaves its address, so skipping validation here skips nothing new.
 */
export function answerFromCache(db: Db): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const entry = catalogCache(db).atAddress(addressOf(request));
    if (entry) return send(reply, { ...entry, hit: true });
  };
}
