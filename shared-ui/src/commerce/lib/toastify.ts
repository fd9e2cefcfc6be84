type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/**
 * react-toastify, fetched with the first toast: no page needs it to paint, so it stays off
 * every page's start-up path. A failed fetch is forgotten, so the next toast tries again.
 */
export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    const loading = import('react-toastify');
    toastify = loading;
    loading.then(
      (module) => {
        loaded = module;
      },
      () => {
        if (toastify === loading) toastify = null;
        changed();
      },
    );
    changed();
  }
  return toastify;
}

/** Whether a toast has been asked for (the container is mounted from then on). */
export function toastsRequested(): boolean {
  return toastify !== null;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** react-toastify if it has already arrived, so a container can mount without waiting. */
export function loadedToastify(): Toastify | null {
  return loaded;
}

/** Fetches react-toastify ahead of the first toast (e.g. before a test renders the store). */
export async function preloadToasts(): Promise<void> {
  await loadToastify();
}
