import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { connectDatabase } from '../../db/connect';
import { body, login, PASSWORD, registerCustomer, uniqueEmail } from '../../test/accounts';
import { drivers, freshDatabase, useTestApp } from '../../test/app';
import { loginAttempt, loginSucceeded } from './login-backoff';

const LOCKED = 'Too many failed login attempts. Please wait 30 seconds and try again.';

describe.each(drivers)('login back-off (%s)', (driver) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(driver));
  });
  afterAll(() => drop());

  it('lets five failures through, then makes each attempt wait longer, up to 15 minutes', async () => {
    const email = uniqueEmail();
    let now = Date.now();
    const attempt = () => loginAttempt(database.db, email, () => now);
    for (let i = 0; i < 5; i += 1) await attempt();
    await expect(attempt()).rejects.toThrow(LOCKED);
    now += 30_000;
    await attempt();
    await expect(attempt()).rejects.toThrow(
      'Too many failed login attempts. Please wait 1 minute and try again.',
    );
    for (const minutes of [1, 2, 4, 8]) {
      now += minutes * 60_000;
      await attempt();
    }
    await expect(attempt()).rejects.toThrow(
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    );
    await loginSucceeded(database.db, email);
    await attempt();
  });

  it('forgets the failures a quarter of an hour after the last one', async () => {
    const email = uniqueEmail();
    let now = Date.now();
    for (let i = 0; i < 5; i += 1) await loginAttempt(database.db, email, () => now);
    now += 15 * 60_000;
    for (let i = 0; i < 5; i += 1) await loginAttempt(database.db, email, () => now);
    await expect(loginAttempt(database.db, email, () => now)).rejects.toThrow(LOCKED);
  });

  it('lets exactly five of twenty guesses sent at once through', async () => {
    const email = uniqueEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => loginAttempt(database.db, email)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 429,
        message: LOCKED,
      });
  });
});

describe.each(drivers)('login back-off across two app instances (%s)', (driver) => {
  const t = useTestApp(driver);
  let other: FastifyInstance;
  let otherDatabase: Database | undefined;

  beforeAll(async () => {
    // PostgreSQL: a second pool, as another replica has. PGlite has one handle per database.
    otherDatabase =
      t.database.driver === 'postgres'
        ? await connectDatabase({
            databaseUrl: t.database.pool.options.connectionString,
            poolMax: 3,
          })
        : undefined;
    other = await buildApp({
      config: t.config,
      database: otherDatabase ?? t.database,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });

  it('refuses through one instance an account locked through the other, even to the right password', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    for (let i = 0; i < 5; i += 1)
      expect((await login(t.app, email, 'Wrong1234')).statusCode).toBe(401);
    const elsewhere = await login(other, email, PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    expect(body(elsewhere)).toEqual({ success: false, message: LOCKED });
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(429);
  });

  it('forgives the failures on both instances after a success on one', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    for (let i = 0; i < 4; i += 1)
      expect((await login(other, email, 'Wrong1234')).statusCode).toBe(401);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await login(other, email, 'Wrong1234')).statusCode).toBe(401);
    expect((await login(t.app, email, 'Wrong1234')).statusCode).toBe(429);
  });
});
