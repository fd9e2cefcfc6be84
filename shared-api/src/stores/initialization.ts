import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getErrorMessage } from '../client/api-error';
import { getInitializationStatus } from '../endpoints/auth/get-initialization-status';
import { appStore } from '../session/app-store';

/** Whether the first admin exists; null until the server has said so. */
export const initializedAtom = atom<boolean | null>(null);
/** Why the status could not be read ('Failed to check initialization status' or the server's). */
export const initializationErrorAtom = atom<string | null>(null);

let loading: Promise<boolean | null> | null = null;

/** Asks the server once (concurrent callers share the call); resolves to null on failure. */
export function loadInitializationStatus(): Promise<boolean | null> {
  loading ??= (async () => {
    appStore.set(initializationErrorAtom, null);
    try {
      const { initialized } = await getInitializationStatus();
      appStore.set(initializedAtom, initialized);
      return initialized;
    } catch (error) {
      appStore.set(
        initializationErrorAtom,
        getErrorMessage(error, 'Failed to check initialization status'),
      );
      return null;
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** After a successful POST /auth/initialize, without asking the server again. */
export function markInitialized(): void {
  appStore.set(initializedAtom, true);
  appStore.set(initializationErrorAtom, null);
}

/**
 * For the shell's guard: loads the status on first use. While `initialized` is null show the
 * spinner, or, when `error` is set, the error with a Retry that calls `reload`.
 */
export function useInitialization() {
  const initialized = useAtomValue(initializedAtom, { store: appStore });
  const error = useAtomValue(initializationErrorAtom, { store: appStore });
  useEffect(() => {
    if (initialized === null && error === null) void loadInitializationStatus();
  }, [initialized, error]);
  return {
    initialized,
    error,
    loading: initialized === null && error === null,
    reload: loadInitializationStatus,
  };
}
