import { incompatibility, type SharedVersions } from '@grocery/shared-api';

/**
 * The singletons this shell provides, as its build read them from the installed packages
 * (scripts/webpack/create-config.cjs); empty outside a webpack build.
 */
function shellShared(): SharedVersions | null {
  const built = process.env.SHELL_SHARED_VERSIONS;
  return built ? (JSON.parse(built) as SharedVersions) : null;
}

/**
 * Why a release built against `shared` cannot run beside this shell, or null: the rule the
 * server applies at publish (incompatibility), checked again here because the shell a browser
 * runs may be newer than the one the server checked against (a shell redeployed with another
 * React major, releases published before it).
 */
export function releaseProblem(
  shared: SharedVersions | undefined,
  shell: SharedVersions | null = shellShared(),
): string | null {
  if (!shared || !shell) return null;
  return incompatibility(shell, shared);
}
