export type StorageKind = 'local' | 'session';

/**
 * The browser storage of that kind, or null where there is none (server-side code, tests
 * without a DOM, or Safari private mode, where touching localStorage throws).
 */
export function getWebStorage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson(kind: StorageKind, key: string): unknown {
  const raw = getWebStorage(kind)?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    getWebStorage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage must not break the page; the in-memory state still works.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  getWebStorage(kind)?.removeItem(key);
}

/** Calls back when another tab changes the key in localStorage (sessionStorage is per tab). */
export function onOtherTabChange(key: string, callback: (raw: string | null) => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') {
    return () => {};
  }
  const listener = (event: StorageEvent) => {
    if (event.key === key && event.storageArea === getWebStorage('local')) callback(event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * A BroadcastChannel to the other tabs of this origin, or null where there is none (server-side
 * code, old browsers): callers then behave as the only tab.
 */
export function openTabChannel(name: string): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  try {
    return new BroadcastChannel(name);
  } catch {
    return null;
  }
}
