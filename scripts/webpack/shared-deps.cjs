// The singletons every federated app shares: one React, one router, one jotai store, one toast
// container, one session. Versions come from the installed packages so a remote built against
// another major version is refused instead of silently running two copies.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

// jotai's entry points import each other by relative path, so every subpath an app may import
// is shared: an unshared copy would carry its own default store.
const JOTAI_ENTRIES = [
  'jotai',
  'jotai/utils',
  'jotai/vanilla',
  'jotai/vanilla/utils',
  'jotai/react',
  'jotai/react/utils',
];

// Workspace source packages: always the host's copy, whatever a remote was built with. Each
// entry point is a singleton of its own (a shared module is never tree-shaken), so
// `@grocery/shared-api/validation` (zod) loads only where a form needs it, shared-ui's forms and
// commerce entries with the pages that use them, instead of with every page.
const WORKSPACE_ENTRIES = [
  ['@grocery/shared-ui', '@grocery/shared-ui'],
  ['@grocery/shared-ui/forms', '@grocery/shared-ui'],
  ['@grocery/shared-ui/commerce', '@grocery/shared-ui'],
  ['@grocery/shared-api', '@grocery/shared-api'],
  ['@grocery/shared-api/validation', '@grocery/shared-api'],
];

// Loaded only when a page needs them (a form, products, the first toast, a jotai utility: the
// apps' own code uses none); everything else is on every page's start-up path.
const ON_DEMAND = new Set([
  '@grocery/shared-api/validation',
  '@grocery/shared-ui/forms',
  '@grocery/shared-ui/commerce',
  'react-toastify',
  'jotai/utils',
  'jotai/vanilla/utils',
  'jotai/react/utils',
]);

/**
 * @param {{ host?: boolean }} [options] the host bundles its start-up singletons into its entry
 *   chunk (eager): one request instead of a dozen small chunks queueing on the browser's six
 *   connections. Remotes never do: they use the host's copies.
 */
function sharedDeps({ host = false } = {}) {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const shared = {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    // Both names resolve to one module (react-router-declarative.mjs), so a library importing
    // either one sees the same router context.
    'react-router': singleton(installedVersion('react-router')),
    'react-router-dom': singleton(installedVersion('react-router-dom')),
    'react-toastify': singleton(installedVersion('react-toastify')),
  };
  const jotai = installedVersion('jotai');
  for (const entry of JOTAI_ENTRIES) shared[entry] = singleton(jotai);
  for (const [entry, pkg] of WORKSPACE_ENTRIES) {
    shared[entry] = { singleton: true, requiredVersion: false, version: installedVersion(pkg) };
  }
  if (host) {
    for (const [entry, config] of Object.entries(shared)) {
      if (!ON_DEMAND.has(entry)) config.eager = true;
    }
  }
  return shared;
}

// What a release states it was built against and the shell checks it with (the same list as
// SHARED_SINGLETONS in shared-api's portal-compat.ts).
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'react-toastify',
  '@grocery/shared-ui',
  '@grocery/shared-api',
];

/** The installed version of each shared singleton. */
function sharedVersions() {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, installedVersion(name)]));
}

module.exports = { sharedDeps, sharedVersions, ROOT };
