import { z } from 'zod';
import { PORTALS, SEMVER, SHARED_SINGLETONS, type SharedSingleton } from '../lib/portal-compat';

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
