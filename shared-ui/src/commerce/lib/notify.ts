import { loadToastify } from './toastify';

function show(kind: 'success' | 'error', message: string, autoClose: number) {
  loadToastify().then(
    ({ toast }) => toast[kind](message, { autoClose, toastId: message }),
    (error: unknown) => console.error(`[toasts] could not show "${message}"`, error),
  );
}

/**
 * Spec section 9 durations: success 3 s, error 5 s. The shell owns the one container
 * (ToastHost). The toast id is the message so a double click shows one toast, not a stack of
 * identical ones.
 */
export const notify = {
  success: (message: string) => show('success', message, 3000),
  error: (message: string) => show('error', message, 5000),
};

/** Toasts what a cart or wishlist rule decided, if anything. */
export function notifyOutcome(outcome: { type: 'success' | 'error'; message: string } | null) {
  if (outcome) notify[outcome.type](outcome.message);
}
