/** Spec section 9: success 3 s, error 5 s, everything else 4 s; at most 20 at a time. */
export const TOAST_DURATION = { success: 3000, error: 5000, default: 4000 } as const;
export const TOAST_LIMIT = 20;

// One toast helper for every app (it sets the success and error durations): shared-ui's.
export { notify } from '@grocery/shared-ui';
