import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  appStore,
  loadInitializationStatus,
  markInitialized,
  sessionStatusAtom,
  signOut,
  useInitialization,
  useSession,
} from '@grocery/shared-api';
import { notify } from './notify';

export { markInitialized };

export const LOGGED_OUT = 'Logged out successfully!';

/** The signed-in user (or null) and whether the stored session is still being checked. */
export function useAuthState() {
  const { user } = useSession();
  const status = useAtomValue(sessionStatusAtom, { store: appStore });
  return { user, restoring: status !== 'ready' };
}

/** For the initialization gate: spinner, error with Retry, or the answer. */
export function useInitializationState() {
  const { initialized, error, loading, reload } = useInitialization();
  return { initialized: initialized === true, error, loading, retry: () => void reload() };
}

/** Asks the server again, e.g. after another visitor finished the setup first. */
export function refreshInitialization(): void {
  void loadInitializationStatus();
}

/** Spec section 4: logout always succeeds for the user, whatever the server answers. */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    await signOut();
    setLoggingOut(false);
    notify.success(LOGGED_OUT);
    navigate('/login', { replace: true });
  };
  return { logout, loggingOut };
}
