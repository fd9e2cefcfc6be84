import { atom, type WritableAtom } from 'jotai';
import { lazyAtom } from './lazy-atom';
import { onOtherTabChange, readJson, writeJson } from './web-storage';

/**
 * A jotai atom kept in localStorage. The stored value is read lazily on first use (so it is
 * there before any component mounts, e.g. for the API client) and passed through `parse`, which
 * must turn anything stale or corrupted into a valid value. Other tabs' changes are followed
 * while the atom is mounted.
 */
export function persistentAtom<T>(
  key: string,
  parse: (stored: unknown) => T,
): WritableAtom<T, [T | ((previous: T) => T)], void> {
  const baseAtom = lazyAtom(() => parse(readJson('local', key)));
  baseAtom.onMount = (setValue) => onOtherTabChange(key, (raw) => setValue(parse(safeParse(raw))));

  return atom(
    (get) => get(baseAtom),
    (get, set, update) => {
      const next =
        typeof update === 'function' ? (update as (previous: T) => T)(get(baseAtom)) : update;
      set(baseAtom, next);
      writeJson('local', key, next);
    },
  );
}

function safeParse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
