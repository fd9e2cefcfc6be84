import { loadToastify } from './toastify';

/** Error toasts that may still be on screen, by id (their message). */
const shownErrors = new Set<string>();

function show(kind: 'success' | 'error', message: string, autoClose: number) {
  // A success answers the attempt an earlier error was about ("Invalid email or password",
  // "Payment failed. Please try again."): that red toast is stale now and goes.
  const stale = kind === 'success' ? [...shownErrors] : [];
  if (kind === 'success') shownErrors.clear();
  else shownErrors.add(message);
  loadToastify().then(
    ({ toast }) => {
      for (const id of stale) toast.dismiss(id);
      toast[kind](message, { autoClose, toastId: message });
    },
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
