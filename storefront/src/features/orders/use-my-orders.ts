import { useCallback, useEffect, useRef, useState } from 'react';
import { listMyOrders, type Order } from '@grocery/shared-api';

/** Orders per page of the history; Load more fetches the next page. */
export const ORDERS_PAGE_SIZE = 10;

interface OrdersState {
  orders: Order[];
  page: number;
  totalPages: number;
  total: number;
  loading: boolean;
  error: unknown;
}

const START: OrdersState = {
  orders: [],
  page: 0,
  totalPages: 1,
  total: 0,
  loading: true,
  error: undefined,
};

/** The shopper's orders, newest first, a page at a time. */
export function useMyOrders() {
  const [state, setState] = useState(START);
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback((page: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    listMyOrders({ page, limit: ORDERS_PAGE_SIZE }, { signal: current.signal }).then(
      ({ orders, pagination }) => {
        if (current.signal.aborted) return;
        setState((s) => ({
          // A page keeps the orders already shown; one placed meanwhile may repeat the last one.
          orders:
            page === 1
              ? orders
              : [...s.orders, ...orders.filter((o) => !s.orders.some((x) => x.id === o.id))],
          page,
          totalPages: pagination.totalPages,
          total: pagination.total,
          loading: false,
          error: undefined,
        }));
      },
      (error: unknown) =>
        !current.signal.aborted && setState((s) => ({ ...s, loading: false, error })),
    );
  }, []);

  useEffect(() => {
    fetchPage(1);
    return () => controller.current?.abort();
  }, [fetchPage]);

  const load = (page: number) => {
    setState((s) => ({ ...s, loading: true, error: undefined }));
    fetchPage(page);
  };

  return {
    ...state,
    hasMore: state.page < state.totalPages,
    loadMore: () => load(state.page + 1),
    retry: () => load(Math.max(1, state.page + (state.orders.length > 0 ? 1 : 0))),
  };
}
