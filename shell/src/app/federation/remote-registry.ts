import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotePages,
  type RemotesDocument,
} from '@grocery/shared-api';
import { releaseProblem } from './release-compat';
import { rememberIntegrity, reportFailedRelease } from './release-fallback';
import { fetchRemotesConfig } from './remotes-config';

let config: Promise<RemotesDocument> | null = null;
/** Remotes whose release failed in this page and now run their previous live release. */
const fellBack = new Map<RemoteName, string>();

function toRemote(name: RemoteName, entry: string) {
  return { name, entry };
}

const entryOf = (remotes: RemotesDocument, name: RemoteName) => fellBack.get(name) ?? remotes[name];

/**
 * Switches one remote to its portal's previous live release for the rest of the page, telling
 * the console and the server why. False when there is none to switch to (or it was done).
 */
function fallBack(name: RemoteName, remotes: RemotesDocument, error: unknown): boolean {
  const release = remotes.releases?.[name];
  const fallback = release?.fallback;
  if (!release || !fallback || fellBack.has(name)) return false;
  if (releaseProblem(fallback.shared)) return false;
  console.warn(
    `[federation] ${name} ${release.version} failed; loading ${fallback.version}`,
    error,
  );
  reportFailedRelease(name, release.version, error);
  fellBack.set(name, fallback.entry);
  rememberIntegrity(fallback.entry, fallback.integrity);
  return true;
}

/**
 * Registers the three remotes once, from the run-time config. A release built against shared
 * libraries this shell cannot provide is never loaded: its portal's previous live release is
 * registered instead. The host's build-time plugin has already created the federation
 * instance, so no `init` here.
 */
export function startRemotes(): Promise<RemotesDocument> {
  config ??= fetchRemotesConfig().then((remotes) => {
    for (const name of REMOTE_NAMES) {
      const problem = releaseProblem(remotes.releases?.[name]?.shared);
      if (problem && !fallBack(name, remotes, new Error(problem))) {
        console.warn(`[federation] ${name}: ${problem}; no earlier release to load instead`);
      }
      rememberIntegrity(remotes[name], remotes.releases?.[name]?.integrity);
    }
    registerRemotes(REMOTE_NAMES.map((name) => toRemote(name, entryOf(remotes, name))));
    return remotes;
  });
  return config;
}

/**
 * Forgets everything loaded from one remote (its entry script, container and cached modules)
 * so the next load fetches it again; the other remotes are untouched.
 */
export async function reloadRemote(name: RemoteName): Promise<void> {
  const remotes = await startRemotes();
  registerRemotes([toRemote(name, entryOf(remotes, name))], { force: true });
}

async function loadPages(name: RemoteName): Promise<RemotePages> {
  // Every remote's `./pages` has the same shape (see remote-modules.d.ts).
  const module = await loadRemote<typeof import('storefront/pages')>(`${name}/pages`);
  if (!module?.default) throw new Error(`${name}/pages exposes no pages`);
  return module.default;
}

/**
 * The remote's pages. A release that cannot run here (its entry fails its integrity check,
 * fails to evaluate, or exposes nothing) is reported and replaced by the portal's previous
 * live release, once per page; when that fails too, the error reaches the page's error panel.
 */
export async function loadRemotePages(name: RemoteName): Promise<RemotePages> {
  const remotes = await startRemotes();
  try {
    return await loadPages(name);
  } catch (error) {
    if (!fallBack(name, remotes, error)) throw error;
    registerRemotes([toRemote(name, entryOf(remotes, name))], { force: true });
    return loadPages(name);
  }
}
