import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { refreshAccessToken } from '../client/refresh';
import { getProfile } from '../endpoints/auth/get-profile';
import { appStore } from '../session/app-store';
import {
  adoptSessionFromOtherTab,
  clearSession,
  getSession,
  updateSessionUser,
} from '../session/session';

/** 'pending' until the stored session has been checked; the shell shows its spinner till then. */
export const sessionStatusAtom = atom<'pending' | 'ready'>('pending');

let running: Promise<void> | null = null;

/**
 * Start-up rule (spec section 4, Auth), once the other tabs were asked for their session: a
 * stored token with no user fetches the profile and, if that fails, auth is cleared. A stored
 * user is used at once, and its profile is refreshed in the background (a failure keeps the
 * stored user; a dead session ends through the client's 401 handling). Runs once; later calls
 * get the same promise.
 */
export function bootstrapSession(): Promise<void> {
  if (appStore.get(sessionStatusAtom) === 'ready') return Promise.resolve();
  running ??= check().finally(() => appStore.set(sessionStatusAtom, 'ready'));
  return running;
}

async function check(): Promise<void> {
  // A new tab of a browser where this visitor signed in without "Remember me" takes that login.
  if (!getSession()) await adoptSessionFromOtherTab();
  const session = getSession();
  if (!session) return;
  if (session.user) {
    void fetchProfileFor(session.user.id).catch(() => undefined);
    return;
  }
  try {
    await fetchProfileFor(null);
  } catch {
    clearSession();
  }
}

async function fetchProfileFor(expectedUserId: string | null): Promise<void> {
  const user = await getProfile();
  const current = getSession();
  // Someone else may have logged in or out while the profile was on its way.
  if (!current || (expectedUserId !== null && current.user?.id !== expectedUserId)) return;
  // An approved request changes the role on the server, but the access token names the old one
  // until it is renewed: renew it before the shell routes by the new role.
  if (current.user && current.user.role !== user.role) {
    await refreshAccessToken().catch(() => undefined);
  }
  updateSessionUser(user);
}

/** Call once at the top of the shell; `ready` turns true when the session is settled. */
export function useBootstrapSession(): { ready: boolean } {
  const status = useAtomValue(sessionStatusAtom, { store: appStore });
  useEffect(() => {
    void bootstrapSession();
  }, []);
  return { ready: status === 'ready' };
}

/** Tests only: forget that the start-up check ran. */
export function resetBootstrap(): void {
  running = null;
  appStore.set(sessionStatusAtom, 'pending');
}
