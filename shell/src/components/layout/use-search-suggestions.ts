import { useEffect, useState } from 'react';
import { listProducts, type Product } from '@grocery/shared-api';

const SUGGESTION_LIMIT = 6;
/** Typing faster than this between keys asks for nothing until the pause. */
const SUGGEST_AFTER_MS = 150;
const SUGGEST_FROM_LENGTH = 2;

/**
 * The best matches for what is being typed, asked for once typing pauses (the store's own
 * search, typo fixes included). The last answer stays shown while the next one is on its way,
 * so the list does not flicker at every key; an older answer never replaces a newer one.
 */
export function useSearchSuggestions(text: string, active: boolean): Product[] {
  const words = text.trim();
  const wanted = active && words.length >= SUGGEST_FROM_LENGTH;
  const [found, setFound] = useState<Product[]>([]);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listProducts({ search: words, limit: SUGGESTION_LIMIT }, { signal: controller.signal }).then(
        ({ products }) => setFound(products),
        // Suggestions only save typing: when they fail, the Search button still works.
        () => undefined,
      );
    }, SUGGEST_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words, wanted]);

  return wanted ? found : [];
}
