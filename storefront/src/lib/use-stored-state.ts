import { useState } from 'react';

/** A small UI preference kept across visits (e.g. grid or list); storage errors are ignored. */
export function useStoredState<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = localStorage.getItem(key);
      return allowed.includes(stored as T) ? (stored as T) : fallback;
    } catch {
      return fallback;
    }
  });
  const update = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Private mode or a full quota: the choice still holds for this visit.
    }
  };
  return [value, update] as const;
}
