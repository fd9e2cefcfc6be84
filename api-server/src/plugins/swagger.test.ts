import { get } from '../test/accounts';
import { drivers, useTestApp } from '../test/app';

describe.each(drivers)('API documentation (%s)', (driver) => {
  const t = useTestApp(driver);

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await get(t.app, '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/store-manager-requests/{id}',
      ]),
    );
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('serves the browsable UI at /api/docs', async () => {
    const response = await get(t.app, '/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
