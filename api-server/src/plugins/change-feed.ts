import fp from 'fastify-plugin';
import { ChangeFeed } from '../db/change-feed';
import { catalogCache, publishCatalogChanges } from '../lib/catalog-cache';
import { publishDeliveryChanges, slotListCache } from '../lib/delivery/slot-list-cache';

/**
 * On PostgreSQL, replicas of the store share one database but each keeps the catalogue's
 * answers and the delivery slot lists in memory: a write on one reaches the others' caches through LISTEN/NOTIFY
 * (db/change-feed.ts), within milliseconds instead of the cache's TTL. PGlite serves one
 * process, so there is nothing to tell.
 */
export default fp(
  async (app) => {
    const { database } = app;
    if (database.driver !== 'postgres') return;
    const feed = new ChangeFeed(
      database.pool.options,
      database.pool,
      ({ kind }) =>
        (kind === 'catalog' ? catalogCache(app.db) : slotListCache(app.db)).invalidate(),
      (err) => app.log.warn({ err }, 'change feed'),
    );
    await feed.start();
    publishCatalogChanges(app.db, () => feed.publish({ kind: 'catalog' }));
    publishDeliveryChanges(app.db, () => feed.publish({ kind: 'delivery' }));
    app.addHook('onClose', () => feed.stop());
  },
  { name: 'change-feed', dependencies: ['context'] },
);
