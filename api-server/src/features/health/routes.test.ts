import { body, get } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

describe.each(drivers)('GET /api/health (%s)', (driver) => {
  const t = useTestApp(driver);

  it('reports the API and its database', async () => {
    const response = await get(t.app, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      message: 'Grocery Store API is running',
      data: { status: 'ok', database: { status: 'up', driver } },
    });
  });

  it('answers 503 when the database is gone', async () => {
    await t.database.close();
    const response = await get(t.app, '/api/health');
    expect(response.statusCode).toBe(503);
    expect(body(response)).toEqual({ success: false, message: 'Database unavailable' });
  });
});
