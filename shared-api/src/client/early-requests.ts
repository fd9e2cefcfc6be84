// The host page's first script (the shell's early.ts) runs while the apps' code still
// downloads; it starts the first screen's data requests here, and the code that needs an answer
// claims it instead of asking again. Same-origin `/api` only: the early script runs before any
// `configureApi`. No imports: the early script bundles this file alone.

declare global {
  interface Window {
    /** Early GETs by API path (e.g. `products?page=1&limit=20`): the parsed envelope. */
    groceryEarlyRequests?: Record<string, Promise<unknown>>;
  }
}

interface Envelope {
  success?: unknown;
  data?: unknown;
}

/** Starts GET /api/<path> for a later claimEarlyRequest; resolves to the envelope's data. */
export function startEarlyRequest(path: string): Promise<unknown> {
  const body = fetch(`/api/${path}`, { headers: { accept: 'application/json' } }).then(
    async (response) => {
      const envelope = (await response.json()) as Envelope;
      if (!response.ok || envelope?.success !== true) throw new Error(`GET /api/${path} failed`);
      return envelope.data;
    },
  );
  // Unclaimed, a failure is nobody's: the claimer asks again and reports its own.
  body.catch(() => undefined);
  window.groceryEarlyRequests = { ...window.groceryEarlyRequests, [path]: body };
  return body;
}

/**
 * The data of the early request for `path` if there was one, else `request()`'s; taken once. An
 * early request that failed is asked again through `request`, so it never costs more than a
 * retry.
 */
export function claimEarlyRequest<T>(path: string, request: () => Promise<T>): Promise<T> {
  const early = typeof window === 'undefined' ? undefined : window.groceryEarlyRequests?.[path];
  if (!early) return request();
  delete window.groceryEarlyRequests![path];
  return (early as Promise<T>).catch(request);
}
