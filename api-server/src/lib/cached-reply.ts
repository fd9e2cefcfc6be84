import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { catalogCache } from './catalog-cache';
import { ok } from './envelope';

/**
 * Answers a catalogue read from the response cache, or computes, stores and sends it. The body
 * is kept serialized, so a hit costs no database trip and no JSON work. `key` must hold every
 * input the answer depends on: route, normalized query and visibility scope.
 */
export async function sendCached(
  reply: FastifyReply,
  db: Db,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { body, hit } = await catalogCache(db).read(key, async () =>
    JSON.stringify(ok(await compute())),
  );
  return reply
    .header('x-cache', hit ? 'hit' : 'miss')
    .type('application/json; charset=utf-8')
    .send(body);
}
