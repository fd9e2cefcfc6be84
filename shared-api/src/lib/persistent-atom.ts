import { atom, type Atom, type createStore, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { lazyAtom } from './lazy-atom';
import { onOtherTabChange, readJson, writeJson } from './web-storage';

type Store = ReturnType<typeof createStore>;

/** Where one owner's value is kept: nobody signed in is an owner of its own, never a shared key. */
export const ownedStorageKey = (key: string, owner: string | null) => `${key}:${owner ?? 'guest'}`;

/**
 * A jotai atom kept in localStorage, one value per owner (the signed-in account, as `ownerAtom`
 * names it): two people who sign in on one browser never see each other's value, and each finds
 * their own again when they come back. A stored value is read lazily on first use (so it is there
 * before any component mounts) and passed through `parse`, which must turn anything stale or
 * corrupted into a valid value. Other tabs' changes are followed while the atom is mounted.
 */
export function persistentAtom<T>(
  key: string,
  parse: (stored: unknown) => T,
  ownerAtom: Atom<string | null>,
): WritableAtom<T, [T | ((previous: T) => T)], void> {
  const byStorageKey = new Map<string, PrimitiveAtom<T>>();
  const valueAtom = (storageKey: string) => {
    let value = byStorageKey.get(storageKey);
    if (!value) {
      value = lazyAtom(() => parse(readJson('local', storageKey)));
      value.onMount = (setValue) =>
        onOtherTabChange(storageKey, (raw) => setValue(parse(safeParse(raw))));
      byStorageKey.set(storageKey, value);
    }
    return value;
  };
  const storageKeyAtom = atom((get) => ownedStorageKey(key, get(ownerAtom)));

  return atom(
    (get) => get(valueAtom(get(storageKeyAtom))),
    (get, set, update) => {
      const storageKey = get(storageKeyAtom);
      const current = valueAtom(storageKey);
      const next =
        typeof update === 'function' ? (update as (previous: T) => T)(get(current)) : update;
      set(current, next);
      writeJson('local', storageKey, next);
    },
  );
}

/**
 * Empties what a persistentAtom keeps for nobody signed in and hands it back, for a sign-in to
 * adopt; when someone is signed in there is no guest value to take.
 */
export function takeGuestValue<T>(
  store: Store,
  value: WritableAtom<T, [T], void>,
  ownerAtom: Atom<string | null>,
  empty: T,
): T {
  if (store.get(ownerAtom) !== null) return empty;
  const kept = store.get(value);
  store.set(value, empty);
  return kept;
}

function safeParse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
