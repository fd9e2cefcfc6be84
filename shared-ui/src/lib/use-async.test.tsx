import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

/** A load the test settles by hand, recording the signal each call was given. */
function deferredLoads() {
  const calls: {
    signal: AbortSignal;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, load };
}

describe('useAsync', () => {
  it('loads, then shows the data', async () => {
    const { calls, load } = deferredLoads();
    const { result } = renderHook(() => useAsync(load, []));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    act(() => calls[0]!.resolve('apples'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'apples', loading: false }));
  });

  it('aborts the old request when deps change and drops its late answer', async () => {
    const { calls, load } = deferredLoads();
    const { result, rerender } = renderHook(({ q }) => useAsync(load, [q]), {
      initialProps: { q: 'a' },
    });
    rerender({ q: 'ab' });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => calls[1]!.resolve('new'));
    await waitFor(() => expect(result.current.data).toBe('new'));
    await act(async () => calls[0]!.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('keeps the error until reload loads again', async () => {
    const { calls, load } = deferredLoads();
    const { result } = renderHook(() => useAsync(load, []));
    const failure = new Error('offline');
    act(() => calls[0]!.reject(failure));
    await waitFor(() => expect(result.current).toMatchObject({ error: failure, loading: false }));
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    act(() => calls[1]!.resolve('back'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 'back', error: undefined, loading: false }),
    );
  });
});
