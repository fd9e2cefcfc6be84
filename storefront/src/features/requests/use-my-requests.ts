import { useCallback, useEffect, useState } from 'react';
import { getMyRequests, type StoreRequest } from '@grocery/shared-api';

interface MyRequests {
  key: number;
  requests: StoreRequest[];
  error: unknown;
}

/** The signed-in user's requests, newest first. */
export function useMyRequests() {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<MyRequests>({ key: -1, requests: [], error: null });
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    getMyRequests({ limit: 100 }, { signal: controller.signal }).then(
      ({ requests }) => setState({ key: version, requests, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: version, requests: [], error });
      },
    );
    return () => controller.abort();
  }, [version]);

  return { ...state, loading: state.key !== version, reload };
}
