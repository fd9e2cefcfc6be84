import type { DeliverySlotsAnswer } from '@grocery/shared-api';
import { type ComputedSlots, SlotListCache } from './slot-list-cache';

const answer = (remaining: number): DeliverySlotsAnswer =>
  ({ slots: [{ id: 's', remaining }], rules: {} }) as unknown as DeliverySlotsAnswer;

/** A read of the slot list whose answer the test releases, counting the reads made. */
function reads() {
  const started: ((computed: ComputedSlots) => void)[] = [];
  const compute = () => new Promise<ComputedSlots>((resolve) => started.push(resolve));
  return { started, compute };
}

const never = Number.POSITIVE_INFINITY;

describe('SlotListCache', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a query again from memory, and concurrent misses share one read', async () => {
    const cache = new SlotListCache();
    const { started, compute } = reads();
    const first = cache.read('q', compute);
    const second = cache.read('q', compute);
    expect(started).toHaveLength(1);
    started[0]!({ answer: answer(3), changesAt: never });
    expect(await first).toEqual(answer(3));
    expect(await second).toEqual(answer(3));
    expect(await cache.read('q', compute)).toEqual(answer(3));
    expect(started).toHaveLength(1);
    cache.read('other', compute);
    expect(started).toHaveLength(2);
  });

  it('reads again after a booking change, even one made while a read was under way', async () => {
    const cache = new SlotListCache();
    const { started, compute } = reads();
    const before = cache.read('q', compute);
    cache.invalidate();
    started[0]!({ answer: answer(3), changesAt: never });
    await before;
    const after = cache.read('q', compute);
    expect(started).toHaveLength(2);
    started[1]!({ answer: answer(2), changesAt: never });
    expect(await after).toEqual(answer(2));
  });

  it('keeps an answer until time alone changes it (a cut-off, a lapsing hold), 5 s at most', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new SlotListCache();
    const { started, compute } = reads();
    void cache.read('soon', compute);
    started[0]!({ answer: answer(1), changesAt: 1_002_000 });
    void cache.read('late', compute);
    started[1]!({ answer: answer(1), changesAt: never });
    await Promise.resolve();
    jest.setSystemTime(1_001_999);
    void cache.read('soon', compute);
    expect(started).toHaveLength(2);
    jest.setSystemTime(1_002_000);
    void cache.read('soon', compute);
    expect(started).toHaveLength(3);
    jest.setSystemTime(1_004_999);
    void cache.read('late', compute);
    expect(started).toHaveLength(3);
    jest.setSystemTime(1_005_000);
    void cache.read('late', compute);
    expect(started).toHaveLength(4);
  });

  it('forgets a failed read', async () => {
    const cache = new SlotListCache();
    const failing = cache.read('q', () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.read('q', async () => ({ answer: answer(4), changesAt: never }))).toEqual(
      answer(4),
    );
  });
});
