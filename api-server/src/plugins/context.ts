import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shortcut for `database.db`: the drizzle API over whichever driver is configured. */
    db: Db;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
}

/** Makes the configuration and the database reachable from every route and service. */
export default fp<ContextOptions>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate<Database>('database', database);
    app.decorate('db', database.db);
  },
  { name: 'context' },
);
