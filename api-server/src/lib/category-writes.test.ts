import type { Db } from '../db/client';
import { categories, users } from '../db/schema';
import { type TestDatabase, drivers, freshDatabase } from '../test/database';
import { insertCategory } from './category-writes';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)('category writers (%s)', (driver) => {
  let test: TestDatabase;
  let db: Db;
  let actor = '';
  beforeAll(async () => {
    test = await freshDatabase(driver);
    db = test.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'a@example.com', passwordHash: 'x', firstName: 'Ada', role: 'admin' })
      .returning({ id: users.id });
    actor = user!.id;
  });
  afterAll(() => test.drop());

  it('queue behind an open one: a twin name made meanwhile is seen, not duplicated', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction(async (tx) => {
      await insertCategory(tx, actor, { name: 'Pasta' });
      await held;
    });
    await later(100);
    const second = db.transaction((tx) => insertCategory(tx, actor, { name: 'PASTA' }));
    // Long enough for the second to connect and reach its checks while the first is open.
    await later(1500);
    release();
    await first;
    await expect(second).rejects.toThrow('A category with this name already exists here');
    const rows = await db.select().from(categories);
    expect(rows.filter((row) => row.name.toLowerCase() === 'pasta')).toHaveLength(1);
  });
});
