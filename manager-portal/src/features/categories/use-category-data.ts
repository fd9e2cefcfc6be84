import { useCallback, useEffect, useState } from 'react';
import {
  getMyRequests,
  listCategories,
  toApiError,
  type Category,
  type StoreRequest,
} from '@grocery/shared-api';
import { isCategoryRequest } from './category-requests';

interface CategoryData {
  key: number;
  categories: Category[];
  requests: StoreRequest[];
  error: string | null;
}

/** Every category (hidden ones too) and this manager's category requests, newest first. */
export function useCategoryData() {
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<CategoryData>({
    key: -1,
    categories: [],
    requests: [],
    error: null,
  });
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      listCategories({ limit: 100, includeHidden: true }, { signal }),
      getMyRequests({ limit: 100 }, { signal }),
    ]).then(
      ([categoryList, requestList]) =>
        setData({
          key: version,
          categories: [...categoryList.categories].sort((a, b) => a.name.localeCompare(b.name)),
          requests: requestList.requests.filter(isCategoryRequest),
          error: null,
        }),
      (error: unknown) => {
        if (signal.aborted) return;
        // Each call's own fallback ('Failed to fetch my requests'...) says which one failed.
        const message = toApiError(error).message;
        setData((d) => ({ ...d, key: version, error: message }));
      },
    );
    return () => controller.abort();
  }, [version]);

  return { ...data, loading: data.key !== version, reload };
}
