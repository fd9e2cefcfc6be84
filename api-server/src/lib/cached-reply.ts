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

function send(reply: FastifyReply, { body, hit, encoded }: CachedBody): FastifyReply {
  reply.header('x-cache', hit ? 'hit' : 'miss').type('application/json; charset=utf-8');
  if (!encoded) return reply.send(body);
  reply.header('vary', 'accept-encoding');
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
 * the answer depends on: route, normalized query and visibility scope.
 */
export async function sendCached(
  reply: FastifyReply,
  db: Db,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cached = await catalogCache(db).read(
    key,
    async () => okBody(await compute()),
    addressOf(reply.request),
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
