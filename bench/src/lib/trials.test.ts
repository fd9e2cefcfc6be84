import { combine } from './trials';

describe('combining the runs of one load', () => {
  it('takes each figure from the middle run and counts every failure', () => {
    const combined = combine([
      { reqPerSec: 900, p99: 40, non2xx: 0, errors: 1, cpuUsPerRequest: 80 },
      { reqPerSec: 1200, p99: 90, non2xx: 2, errors: 0, cpuUsPerRequest: 70 },
      { reqPerSec: 1000, p99: 30, non2xx: 0, errors: 0, cpuUsPerRequest: 75 },
    ]);
    expect(combined).toEqual({
      reqPerSec: 1000,
      p99: 40,
      non2xx: 2,
      errors: 1,
      cpuUsPerRequest: 75,
    });
  });

  it('reports no CPU time when no run could read it', () => {
    const run = { reqPerSec: 10, p99: 5, non2xx: 0, errors: 0 };
    expect(combine([run, run]).cpuUsPerRequest).toBeUndefined();
  });
});
