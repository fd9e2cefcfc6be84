import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityOf } from './release-fallback';

/**
 * A release registered with an SRI hash is loaded with it: a file swapped after publishing
 * (a CDN, a tampered copy) fails to load instead of running, and the shell falls back.
 */
export default function releaseIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'grocery-release-integrity',
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
