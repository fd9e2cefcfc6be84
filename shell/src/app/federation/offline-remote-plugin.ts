import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that cannot be fetched must not take the shell down. The runtime's own error is a
 * wall of diagnostics; this turns it into one short, typed error the page's error panel shows
 * (and keeps the original as `cause` for the console).
 */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`The ${remote} section could not be loaded`, { cause });
  }
}

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'grocery-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles (shared modules, manifests) keep the runtime's default handling.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = String(id).split('/')[0] ?? String(id);
      console.error(`[federation] ${id} failed to load`, error);
      throw new RemoteUnavailableError(remote, error);
    },
  };
}
