import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { z } from 'zod';
import { ROLES, type Role, type Session, type User } from '../types';
import { onOtherTabChange, readJson, removeItem, writeJson } from '../lib/web-storage';
import { appStore, type AppStore } from './app-store';

export interface SessionState {
  /** null while a stored token waits for its profile (see bootstrapSession). */
  user: User | null;
  token: string;
  refreshToken: string | null;
  /** Kept in localStorage when true, in sessionStorage (this tab only) when false. */
  rememberMe: boolean;
}

export const SESSION_STORAGE_KEY = 'grocery.session';

const storedSessionSchema = z.object({
  user: z
    .looseObject({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) })
    .nullable()
    .catch(null),
  token: z.string().min(1),
  refreshToken: z.string().min(1).nullable().catch(null),
});

export function readStoredSession(): SessionState | null {
  for (const kind of ['local', 'session'] as const) {
    const parsed = storedSessionSchema.safeParse(readJson(kind, SESSION_STORAGE_KEY));
    if (parsed.success) {
      const { user, token, refreshToken } = parsed.data;
      return { user: user as User | null, token, refreshToken, rememberMe: kind === 'local' };
    }
  }
  return null;
}

function persist(session: SessionState | null): void {
  removeItem('local', SESSION_STORAGE_KEY);
  removeItem('session', SESSION_STORAGE_KEY);
  if (!session) return;
  const { user, token, refreshToken, rememberMe } = session;
  writeJson(rememberMe ? 'local' : 'session', SESSION_STORAGE_KEY, { user, token, refreshToken });
}

const baseSessionAtom = atomWithLazy(readStoredSession);
// Another tab logging in or out, or rotating the tokens, must not leave this tab on a stale
// (and, after rotation, revoked) refresh token.
baseSessionAtom.onMount = (setSession) =>
  onOtherTabChange(SESSION_STORAGE_KEY, () => setSession(readStoredSession()));

export const sessionAtom = atom((get) => get(baseSessionAtom));
export const currentUserAtom = atom((get) => get(baseSessionAtom)?.user ?? null);
export const isAuthenticatedAtom = atom((get) => Boolean(get(baseSessionAtom)?.user));
export const roleAtom = atom<Role | null>((get) => get(baseSessionAtom)?.user?.role ?? null);

function write(store: AppStore, next: SessionState | null): void {
  store.set(baseSessionAtom, next);
  persist(next);
}

export function getSession(store: AppStore = appStore): SessionState | null {
  return store.get(baseSessionAtom);
}

export function setSession(session: Session, rememberMe: boolean, store: AppStore = appStore) {
  write(store, { ...session, rememberMe });
}

export function updateSessionTokens(
  tokens: { token: string; refreshToken: string },
  store: AppStore = appStore,
): void {
  const current = store.get(baseSessionAtom);
  if (current) write(store, { ...current, ...tokens });
}

export function updateSessionUser(user: User, store: AppStore = appStore): void {
  const current = store.get(baseSessionAtom);
  if (current) write(store, { ...current, user });
}

export function clearSession(store: AppStore = appStore): void {
  write(store, null);
}

/**
 * Re-reads storage when it holds other tokens than memory: another tab may have rotated them
 * while this tab's atom was not mounted (no storage events are followed then).
 */
export function syncSessionFromStorage(store: AppStore = appStore): SessionState | null {
  const stored = readStoredSession();
  const current = store.get(baseSessionAtom);
  if (stored && current && stored.token !== current.token) store.set(baseSessionAtom, stored);
  return store.get(baseSessionAtom);
}
