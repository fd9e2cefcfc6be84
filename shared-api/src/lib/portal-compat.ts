// What a portal release is and which ones the shell can run: no zod here, so the shell's
// browser bundle checks a release with the same rule the server applies at publish.
import type { RemoteName } from '../types/remote';

/** The portals a team ships on its own, by the names the release API and the CLI use. */
export const PORTALS = ['storefront', 'manager-portal', 'admin-portal'] as const;
export type Portal = (typeof PORTALS)[number];

const REMOTE_OF: Record<Portal, RemoteName> = {
  storefront: 'storefront',
  'manager-portal': 'manager_portal',
  'admin-portal': 'admin_portal',
};
/** The federation name the shell loads a portal under. */
export const remoteOfPortal = (portal: Portal): RemoteName => REMOTE_OF[portal];

/** The singletons the shell provides; a release states the version of each it was built with. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'react-toastify',
  '@grocery/shared-ui',
  '@grocery/shared-api',
] as const;
export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];
export type SharedVersions = Record<SharedSingleton, string>;

/** The store's own contracts: a release may use an older minor than the shell's, never a newer. */
const CONTRACTS = new Set<SharedSingleton>(['@grocery/shared-ui', '@grocery/shared-api']);

export const SEMVER =
  /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})(?:-[0-9A-Za-z.-]{1,40})?(?:\+[0-9A-Za-z.-]{1,40})?$/;

function parts(version: string): [number, number] {
  const match = SEMVER.exec(version);
  return [Number(match?.[1]), Number(match?.[2])];
}

/**
 * Why a release built against `release` cannot run beside the shell's `shell` singletons, or
 * null when it can. Libraries: same major (same minor while the major is 0, as semver's caret
 * does). The store's own contracts (shared-ui, shared-api): same major and a minor no newer
 * than the shell's, since a newer minor may call what the shell does not provide.
 */
export function incompatibility(shell: SharedVersions, release: SharedVersions): string | null {
  for (const name of SHARED_SINGLETONS) {
    const [shellMajor, shellMinor] = parts(shell[name]);
    const [major, minor] = parts(release[name]);
    const refused = CONTRACTS.has(name)
      ? major !== shellMajor || minor > shellMinor
      : major !== shellMajor || (major === 0 && minor !== shellMinor);
    if (refused) {
      return `${name} ${release[name]} is not compatible with the shell's ${name} ${shell[name]}`;
    }
  }
  return null;
}
