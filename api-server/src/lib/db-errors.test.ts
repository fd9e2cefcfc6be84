import { isDatabaseUnavailable } from './db-errors';

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

  it('counts a restart, a refused connection and a pool with no free connection in time', () => {
    const restart = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    for (const cause of [restart, refused, poolTimeout]) {
      expect(isDatabaseUnavailable(wrapped(cause))).toBe(true);
    }
  });

  it('leaves a query that is simply wrong to be a server error', () => {
    const wrong = Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
    expect(isDatabaseUnavailable(wrapped(wrong))).toBe(false);
  });
});
