import { z } from 'zod';
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

const SEMVER =
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

export const PORTAL_RELEASE_MESSAGES = {
  portal: `Portal must be one of: ${PORTALS.join(', ')}`,
  version: 'Version must be a semantic version such as 1.4.0',
  entry: 'Entry must be an https:// or http:// URL, or a path on this store starting with /',
  integrity: 'Integrity must be a sha256, sha384 or sha512 hash such as sha384-...',
  shared: (name: string) => `shared.${name} must be a semantic version such as 19.2.0`,
  percent: 'Percent must be a whole number from 1 to 100',
} as const;

const semverField = (message: string) =>
  z.string({ error: message }).trim().max(100, message).regex(SEMVER, message);

const portalField = z.enum(PORTALS, { error: PORTAL_RELEASE_MESSAGES.portal });

function isEntry(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

/** POST /api/portal-releases: one built portal, as `npm run portal -- publish` sends it. */
export const portalReleaseSchema = z.object({
  portal: portalField,
  version: semverField(PORTAL_RELEASE_MESSAGES.version),
  entry: z
    .string({ error: PORTAL_RELEASE_MESSAGES.entry })
    .trim()
    .max(2000, PORTAL_RELEASE_MESSAGES.entry)
    .refine(isEntry, PORTAL_RELEASE_MESSAGES.entry),
  integrity: z
    .string({ error: PORTAL_RELEASE_MESSAGES.integrity })
    .trim()
    .regex(/^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$/, PORTAL_RELEASE_MESSAGES.integrity)
    .optional(),
  shared: z.object(
    Object.fromEntries(
      SHARED_SINGLETONS.map((name) => [name, semverField(PORTAL_RELEASE_MESSAGES.shared(name))]),
    ) as Record<SharedSingleton, ReturnType<typeof semverField>>,
    { error: PORTAL_RELEASE_MESSAGES.shared('react') },
  ),
});
export type PortalReleaseInput = z.input<typeof portalReleaseSchema>;

export const portalParamsSchema = z.object({ portal: portalField });

/** PUT /api/portal-releases/{portal}/live: below 100 percent the release is a canary. */
export const promotePortalSchema = z.object({
  version: semverField(PORTAL_RELEASE_MESSAGES.version),
  percent: z
    .number({ error: PORTAL_RELEASE_MESSAGES.percent })
    .int(PORTAL_RELEASE_MESSAGES.percent)
    .min(1, PORTAL_RELEASE_MESSAGES.percent)
    .max(100, PORTAL_RELEASE_MESSAGES.percent)
    .default(100),
});
export type PromotePortalInput = z.input<typeof promotePortalSchema>;

/** POST /api/portal-releases/reports: a browser met a release it could not run. */
export const portalReportSchema = z.object({
  portal: portalField,
  version: semverField(PORTAL_RELEASE_MESSAGES.version),
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500),
});
export type PortalReportInput = z.input<typeof portalReportSchema>;
