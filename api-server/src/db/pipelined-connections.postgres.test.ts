import pg from 'pg';
import { PipelinedConnections } from './pipelined-connections';

// Run only with a PostgreSQL server (jest.config.cjs): PGlite has no connections to pipeline.
const url = process.env.TEST_DATABASE_URL;
/** Little enough that a connection running a query takes no other. */
const AHEAD_MS = 1;

describe('PipelinedConnections (postgres)', () => {
  const name = `pipelined-${process.pid}`;
  const errors: Error[] = [];
  let connections: PipelinedConnections;
  let admin: pg.Client;

  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
        [name],
      )
    ).rows.map((row) => row.pid);
  const number = async (n: number) =>
    (await connections.query({ text: 'SELECT $1::int AS n' }, [n])).rows[0].n as number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  beforeEach(() => {
    errors.length = 0;
    connections = new PipelinedConnections(
      { connectionString: url, application_name: name },
      2,
      AHEAD_MS,
      (err) => errors.push(err),
    );
  });
  afterEach(() => connections.end());
  afterAll(() => admin.end());

  it('answers a burst of queries each with its own result, over two backends', async () => {
    const asked = Array.from({ length: 300 }, (_, i) => i);
    expect(await Promise.all(asked.map(number))).toEqual(asked);
    expect(await backends()).toHaveLength(2);
  });

  it('keeps one request at a time on one connection', async () => {
    for (let i = 0; i < 5; i += 1) await number(i);
    expect(await backends()).toHaveLength(1);
  });

  it('sends a query to the first connection free, not behind a slow one', async () => {
    const answered: string[] = [];
    const sleep = (label: string, seconds: number) =>
      connections
        .query({ text: 'SELECT pg_sleep($1)' }, [seconds])
        .then(() => answered.push(label));
    await Promise.all([
      sleep('slow', 0.5),
      sleep('short', 0.05),
      sleep('next', 0),
      sleep('last', 0),
    ]);
    expect(answered).toEqual(['short', 'next', 'last', 'slow']);
    expect(await backends()).toHaveLength(2);
  });

  it('fails the queries still waiting for a connection when it ends', async () => {
    const busy = [1, 2].map(() => connections.query({ text: 'SELECT pg_sleep(0.2)' }));
    const waiting = expect(number(3)).rejects.toThrow('The database connections are closed');
    await connections.end();
    await waiting;
    await Promise.allSettled(busy);
  });

  it('fails only the query that failed, in the middle of a pipeline', async () => {
    const results = await Promise.allSettled([
      number(1),
      connections.query({ text: 'SELECT 1 / $1::int AS n' }, [0]),
      number(3),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect(await number(4)).toBe(4);
  });

  it('opens a new connection for the next query when one is lost', async () => {
    await number(1);
    const [pid] = await backends();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect(number(2)).rejects.toThrow();
    expect(await number(3)).toBe(3);
    const now = await backends();
    expect(now).toHaveLength(1);
    expect(now).not.toContain(pid);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('closes its connections on end', async () => {
    await Promise.all([number(1), number(2)]);
    await connections.end();
    expect(await backends()).toEqual([]);
  });
});
