import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, type RateLimitConfig, loadConfig } from '../config';
import type { Database } from '../db/client';
import { type Driver, freshDatabase } from './database';

export { drivers, freshDatabase, type Driver } from './database';

export type ConfigOverrides = Partial<Omit<Config, 'rateLimit'>> & {
  rateLimit?: Partial<RateLimitConfig>;
};

const packageDir = join(__dirname, '..', '..');

/** Test configuration: random secret, no rate, fair-share or order limits, no front end built, quiet logs. */
export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://shop.test',
      RATE_LIMIT_MAX: '0',
      AUTH_RATE_LIMIT_MAX: '0',
      FAIR_SHARE: '0',
      MAX_LINE_QUANTITY: '0',
      MAX_OPEN_UNPAID_ORDERS: '0',
      WEB_ROOT: join(packageDir, 'no-front-end-in-tests'),
    },
    packageDir,
  );
  return { ...base, ...overrides, rateLimit: { ...base.rateLimit, ...overrides.rateLimit } };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated database. `prepare` runs before `ready()`, for tests that
 * add a route of their own (for example one that throws).
 */
export async function createTestApp(
  driver: Driver,
  overrides: ConfigOverrides = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(driver);
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * One app for the enclosing describe block: built in beforeAll, closed in afterAll. Read
 * `.app` inside the tests (it does not exist before beforeAll has run).
 */
export function useTestApp(
  driver: Driver,
  overrides: ConfigOverrides = {},
  prepare?: (app: FastifyInstance) => void | Promise<void>,
): TestApp {
  let current: TestApp | undefined;
  const get = () => {
    if (!current) throw new Error('the test app is built in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(driver, overrides, prepare);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get config() {
      return get().config;
    },
    close: () => get().close(),
  };
}
