import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { catalogCache } from './catalog-cache';
import { acceptedEncoding } from './encodings';
import { okBody } from './envelope';

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
  const { body, hit, encoded } = await catalogCache(db).read(key, async () =>
    okBody(await compute()),
  );
  reply.header('x-cache', hit ? 'hit' : 'miss').type('application/json; charset=utf-8');
  if (!encoded) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  // The compress plugin leaves a body alone once it carries a content-encoding.
  return encoding
    ? reply.header('content-encoding', encoding).send(encoded[encoding])
    : reply.send(body);
}
