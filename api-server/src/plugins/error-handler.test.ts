import { body, post } from '../test/accounts';
import { drivers, useTestApp } from '../test/app';

describe.each(drivers)('errors become envelopes (%s)', (driver) => {
  const t = useTestApp(driver, { bodyLimit: 2048 }, (app) => {
    app.get('/api/test/explode', async () => {
      throw new Error('connection to db.internal:5432 failed for user grocery, password hunter2');
    });
    app.get('/api/test/database-restarting', async () => {
      // drizzle wraps the driver's error; PostgreSQL's code for a server shutting down.
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
      });
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: 'a@b.co',
      password: 'x'.repeat(4096),
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await post(t.app, '/api/auth/login', ['a', 'b']);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      success: false,
      message: 'Invalid request body',
      errors: [{ field: 'body', message: 'Invalid request body' }],
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({ success: false, message: 'Unsupported content type' });
  });

  it('hides the internals of an unexpected failure behind a generic 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ success: false, message: 'Internal server error' });
    expect(response.body).not.toMatch(/hunter2|db\.internal|stack/);
  });

  it('answers 503 with Retry-After while the database is out of reach', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/database-restarting' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(body(response)).toEqual({
      success: false,
      message: 'The store is busy right now. Please try again in a moment.',
    });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({
        success: false,
        message: `Route ${method} /api/no/such/thing not found`,
      });
    }
  });
});
