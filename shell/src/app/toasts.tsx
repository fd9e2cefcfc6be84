import { ToastHost } from '@grocery/shared-ui';
import { TOAST_DURATION, TOAST_LIMIT } from '../lib/notify';

/** The one toast container of the store; remotes toast through shared-ui's `notify`. */
export function Toasts() {
  return (
    <ToastHost
      position="top-right"
      autoClose={TOAST_DURATION.default}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
