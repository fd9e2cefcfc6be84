import { toast } from 'react-toastify';

/**
 * Spec section 9 durations: success 3 s, error 5 s. The shell owns the one container. The toast
 * id is the message so a double click shows one toast, not a stack of identical ones.
 */
export const notify = {
  success: (message: string) => toast.success(message, { autoClose: 3000, toastId: message }),
  error: (message: string) => toast.error(message, { autoClose: 5000, toastId: message }),
};

/** Toasts what a cart or wishlist rule decided, if anything. */
export function notifyOutcome(outcome: { type: 'success' | 'error'; message: string } | null) {
  if (outcome) notify[outcome.type](outcome.message);
}
