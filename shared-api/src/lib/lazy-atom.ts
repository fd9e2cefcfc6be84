import { atom, type PrimitiveAtom } from 'jotai';

/**
 * jotai/utils' atomWithLazy: the initial value is computed when a store first reads the atom.
 * Kept here so that no start-up code imports jotai/utils, whose barrel (6 KB gzip of utilities
 * the apps do not use) then stays out of the shell's entry chunk.
 */
export function lazyAtom<T>(makeInitial: () => T): PrimitiveAtom<T> {
  const lazy = atom(undefined as T);
  Object.defineProperty(lazy, 'init', { get: makeInitial });
  return lazy;
}
