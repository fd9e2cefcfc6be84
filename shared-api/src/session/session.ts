import { atom } from 'jotai';
import { lazyAtom } from '../lib/lazy-atom';
import { ROLES, type Role, type Session, type User } from '../types';
import { isNonEmptyString, isRecord, isString } from '../lib/guards';
import { onOtherTabChange, readJson, removeItem, writeJson } from '../lib/web-storage';
import { appStore, type AppStore } from './app-store';
import {
  announceSessionChange,
  askOtherTabs,
  flagSharedSession,
  shareSessionWithTabs,
} from './session-share';

export interface SessionState {
  /** null while a stored token waits for its profile (see bootstrapSession). */
  user: User | null;
  token: string;
  refreshToken: string | null;
  /**
   * Kept in localStorage when true; in sessionStorage when false, handed to the browser's other
   * tabs (see session-share) and gone when the browser closes.
   */
  rememberMe: boolean;
}

export const SESSION_STORAGE_KEY = 'grocery.session';

/** A stored user keeps any extra fields; one without a valid id, email, name or role is null. */
function readStoredUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { id, email, name, role } = value;
  const valid = isString(id) && isString(email) && isString(name) && ROLES.includes(role as Role);
  return valid ? ({ ...value } as unknown as User) : null;
}

function parseStoredSession(value: unknown): Omit<SessionState, 'rememberMe'> | null {
  if (!isRecord(value) || !isNonEmptyString(value.token)) return null;
  return {
    user: readStoredUser(value.user),
    token: value.token,
    refreshToken: isNonEmptyString(value.refreshToken) ? value.refreshToken : null,
  };
}

export function readStoredSession(): SessionState | null {
  for (const kind of ['local', 'session'] as const) {
    const stored = parseStoredSession(readJson(kind, SESSION_STORAGE_KEY));
    if (stored) return { ...stored, rememberMe: kind === 'local' };
  }
  return null;
}

function persist(session: SessionState | null): void {
  removeItem('local', SESSION_STORAGE_KEY);
  removeItem('session', SESSION_STORAGE_KEY);
  if (!session) {
    flagSharedSession(false);
    announceSessionChange(null, false);
    return;
  }
  const { user, token, refreshToken, rememberMe } = session;
  const stored = { user, token, refreshToken };
  writeJson(rememberMe ? 'local' : 'session', SESSION_STORAGE_KEY, stored);
  flagSharedSession(!rememberMe);
  announceSessionChange(stored, rememberMe);
}

/** This tab's not-remembered session as stored, for a tab that asks for it. */
function readShareable(): unknown {
  return readJson('session', SESSION_STORAGE_KEY) ?? null;
}

/** Another tab's change: a not-remembered session is copied into this tab's sessionStorage. */
function followOtherTab(session: unknown, remembered: boolean): void {
  const parsed = remembered ? null : parseStoredSession(session);
  if (parsed) writeJson('session', SESSION_STORAGE_KEY, parsed);
  else removeItem('session', SESSION_STORAGE_KEY);
}

const baseSessionAtom = lazyAtom(readStoredSession);
// Another tab logging in or out, or rotating the tokens, must not leave this tab on a stale
// (and, after rotation, revoked) refresh token: remembered sessions arrive by storage events,
// not-remembered ones over the tabs' channel.
baseSessionAtom.onMount = (setSession) => {
  const stopStorage = onOtherTabChange(SESSION_STORAGE_KEY, () => setSession(readStoredSession()));
  const stopSharing = shareSessionWithTabs({
    readShareable,
    onChange: (session, remembered) => {
      followOtherTab(session, remembered);
      setSession(readStoredSession());
    },
  });
  return () => {
    stopStorage();
    stopSharing();
  };
};

export const sessionAtom = atom((get) => get(baseSessionAtom));
export const currentUserAtom = atom((get) => get(baseSessionAtom)?.user ?? null);
/** Whose cart and wishlist are shown: each account keeps its own on a shared browser. */
export const accountIdAtom = atom((get) => get(baseSessionAtom)?.user?.id ?? null);
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
 * A tab that starts without a session takes the one another tab of this browser holds without
 * "Remember me" (see session-share). True when it did.
 */
export async function adoptSessionFromOtherTab(store: AppStore = appStore): Promise<boolean> {
  if (store.get(baseSessionAtom)) return false;
  const shared = parseStoredSession(await askOtherTabs());
  // A login in this tab while it waited wins.
  if (!shared || store.get(baseSessionAtom)) return false;
  writeJson('session', SESSION_STORAGE_KEY, shared);
  store.set(baseSessionAtom, { ...shared, rememberMe: false });
  return true;
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
