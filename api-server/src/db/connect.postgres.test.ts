import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { connectDatabase } from './connect';

// Run only with a PostgreSQL server (jest.config.cjs).
const url = process.env.TEST_DATABASE_URL;

describe('the PostgreSQL pool (postgres)', () => {
  it('survives a lent-out connection killed between two statements of a transaction', async () => {
    const errors: Error[] = [];
    const database: Database = await connectDatabase({
      databaseUrl: url,
      onPoolError: (err) => errors.push(err),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const failed = database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          // What a PostgreSQL restart does to every session, while this one waits on us.
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`SELECT 1`);
        })
        .then(
          () => undefined,
          (err: Error) => err,
        );
      expect(await failed).toBeInstanceOf(Error);
      expect(errors.map((e) => e.message)).toContain(
        'terminating connection due to administrator command',
      );
      const { rows } = (await database.db.execute(sql`SELECT 2 AS n`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]!.n).toBe(2);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
