import pg from 'pg';

export interface ScratchDb {
  url: string;
  drop: () => Promise<void>;
}

/** A new, empty database on the server `baseUrl` points at, dropped when the bench ends. */
export async function createScratchDb(baseUrl: string): Promise<ScratchDb> {
  const name = `grocery_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
