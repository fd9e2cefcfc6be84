import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastContainer, ToastContainerProps } from 'react-toastify';
import { loadToastify, loadedToastify, onToastsRequested, toastsRequested } from './lib/toastify';

/**
 * The store's one toast container, mounted once the first toast is asked for (react-toastify
 * keeps toasts raised before its container mounts and shows them when it does).
 */
export function ToastHost(props: ToastContainerProps) {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  const [container, setContainer] = useState<{ Container: typeof ToastContainer } | null>(() => {
    const toastify = loadedToastify();
    return toastify && { Container: toastify.ToastContainer };
  });
  useEffect(() => {
    if (!requested || container) return;
    loadToastify().then(
      ({ ToastContainer }) => setContainer({ Container: ToastContainer }),
      () => undefined,
    );
  }, [requested, container]);
  if (!container) return null;
  return <container.Container {...props} />;
}
