import { useAtomValue } from 'jotai';
import { logout } from '../endpoints/auth/logout';
import type { Session, User } from '../types';
import { appStore } from '../session/app-store';
import { mergeIntoCart, takeGuestCart } from './cart';
import {
  clearSession,
  getSession,
  sessionAtom,
  setSession,
  updateSessionUser,
} from '../session/session';
import { mergeIntoWishlist, takeGuestWishlist } from './wishlist';

/**
 * Stores a fresh login's session. What the visitor put in the cart and the wishlist as a guest
 * moves into the account's own, so signing in loses nothing and leaves nothing behind for the
 * next visitor of this browser.
 */
export function signIn(session: Session, rememberMe: boolean, store = appStore): void {
  const cart = takeGuestCart(store);
  const wishlist = takeGuestWishlist(store);
  setSession(session, rememberMe, store);
  mergeIntoCart(cart, store);
  mergeIntoWishlist(wishlist, store);
}

/** Spec section 4: logout clears the session, ignores a server failure and reports success. */
export async function signOut(): Promise<void> {
  const refreshToken = getSession()?.refreshToken;
  try {
    await logout(refreshToken);
  } catch {
    // The local session goes anyway; the server-side token expires on its own.
  }
  clearSession();
}

const actions = {
  setSession: (session: Session, rememberMe: boolean) => setSession(session, rememberMe),
  clearSession: () => clearSession(),
  updateUser: (user: User) => updateSessionUser(user),
  signOut,
};

export function useSession() {
  const session = useAtomValue(sessionAtom, { store: appStore });
  const user = session?.user ?? null;
  return {
    user,
    token: session?.token ?? null,
    isAuthenticated: user !== null,
    role: user?.role ?? null,
    rememberMe: session?.rememberMe ?? false,
    ...actions,
  };
}
