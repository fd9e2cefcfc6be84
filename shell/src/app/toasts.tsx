import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION, TOAST_LIMIT } from '../lib/notify';

/** The one toast container of the store; remotes call react-toastify's `toast` and land here. */
export function Toasts() {
  return (
    <ToastContainer
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
