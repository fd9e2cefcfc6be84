import { body, get, post, uniqueEmail } from '../test/accounts';
import { drivers, useTestApp } from '../test/app';

const LIMITED = 'Too many requests. Please try again later.';

describe.each(drivers)('rate limits (%s)', (driver) => {
  describe('on credential routes', () => {
    const t = useTestApp(driver, { rateLimit: { authMax: 3, max: 0 } });

    it('answers 429 after the configured number of attempts', async () => {
      const attempt = () =>
        post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(body(blocked)).toEqual({ success: false, message: LIMITED });
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('leaves the other routes alone when the global limit is off', async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await get(t.app, '/api/auth/initialization-status')).statusCode).toBe(200);
      }
    });
  });

  describe('globally', () => {
    const t = useTestApp(driver, { rateLimit: { max: 5, authMax: 0 } });

    it('answers 429 once a client exceeds the global budget', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await get(t.app, '/api/health')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });

    it('does not count front-end files', async () => {
      for (let i = 0; i < 10; i += 1)
        expect((await get(t.app, '/remotes.json')).statusCode).toBe(200);
    });
  });

  describe('switched off (load tests)', () => {
    const t = useTestApp(driver, { rateLimit: { max: 0, authMax: 0 } });

    it('never answers 429', async () => {
      // One account each: forty guesses at one account meet its login back-off after five.
      const responses = await Promise.all(
        Array.from({ length: 40 }, () =>
          post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    });
  });
});
