import { FairShare } from './fair-share';
import { RetryLaterError } from './errors';

/** A job that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

const settings = { enabled: true, perClient: 2, total: 2, queue: 2, waitMs: 60_000 };

describe('FairShare', () => {
  it('refuses a client past its share with 429 while another client still gets in', async () => {
    const shares = new FairShare({ ...settings, total: 4 });
    const flood = [held(), held()];
    const running = flood.map((f) => shares.run('flooder', f.job));
    await expect(shares.run('flooder', async () => 'more')).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 1,
    });
    await expect(shares.run('neighbour', async () => 'served')).resolves.toBe('served');
    flood.forEach((f) => f.finish());
    await Promise.all(running);
    await expect(shares.run('flooder', async () => 'again')).resolves.toBe('again');
  });

  it('gives a freed slot to the waiting client that runs the fewest jobs', async () => {
    const shares = new FairShare({ ...settings, perClient: 3, queue: 4 });
    const first = held();
    const second = held();
    const order: string[] = [];
    const running = [shares.run('flooder', first.job), shares.run('flooder', second.job)];
    const neighbour = held();
    const flooderWaits = shares.run('flooder', async () => order.push('flooder'));
    const neighbourWaits = shares.run('neighbour', async () => {
      order.push('neighbour');
      await neighbour.job();
    });
    first.finish();
    await running[0];
    expect(order).toEqual(['neighbour']);
    second.finish();
    neighbour.finish();
    await Promise.all([...running, flooderWaits, neighbourWaits]);
    expect(order).toEqual(['neighbour', 'flooder']);
  });

  it('answers 503 with a retry hint when the queue is full, and after the longest wait', async () => {
    const shares = new FairShare({ ...settings, perClient: 10, total: 1, queue: 1, waitMs: 20 });
    const blocker = held();
    const running = shares.run('a', blocker.job);
    const waiting = shares.run('b', async () => 'late');
    const refused = shares.run('c', async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(RetryLaterError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
    await expect(waiting).rejects.toMatchObject({ statusCode: 503 });
    blocker.finish();
    await running;
    await expect(shares.run('b', async () => 'now')).resolves.toBe('now');
  });

  it('refuses with 429 when the share held on all replicas is full, and releases what it took', async () => {
    // Holds taken on other replicas: this process runs nothing for the client yet.
    const elsewhere = { '10.0.0.1': 2 };
    const released: string[] = [];
    const shared = {
      take: async (client: string, perClient: number) => {
        const holds = elsewhere[client as keyof typeof elsewhere] ?? 0;
        if (holds >= perClient) return null;
        return async () => void released.push(client);
      },
    };
    const shares = new FairShare(settings, shared);
    await expect(shares.run('10.0.0.1', async () => 'more')).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(shares.run('10.0.0.2', async () => 'served')).resolves.toBe('served');
    expect(released).toEqual(['10.0.0.2']);
  });

  it('bounds nothing when switched off (FAIR_SHARE=0)', async () => {
    const shares = new FairShare({ ...settings, enabled: false, perClient: 1, total: 1 });
    const jobs = Array.from({ length: 5 }, () => held());
    const running = jobs.map((j) => shares.run('one', j.job));
    await expect(shares.run('one', async () => 'free')).resolves.toBe('free');
    jobs.forEach((j) => j.finish());
    await Promise.all(running);
  });
});
