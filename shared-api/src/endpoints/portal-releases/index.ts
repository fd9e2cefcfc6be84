import { requestData, type CallOptions } from '../../client/request';
import type { Portal } from '../../lib/portal-compat';
import type { PortalReleases, PortalServing } from './types';

export type * from './types';

/** Each portal's live release, canary, history and browser reports (admins). */
export async function listPortalReleases(options?: CallOptions): Promise<PortalReleases[]> {
  const data = await requestData<{ portals: PortalReleases[] }>(
    'get',
    'portal-releases',
    'Failed to fetch portal releases',
    options,
  );
  return data.portals;
}

/** Makes `version` live for `percent` of browsers (below 100: a canary). */
export async function promotePortalRelease(
  portal: Portal,
  version: string,
  percent = 100,
): Promise<PortalServing> {
  const data = await requestData<{ portal: PortalServing }>(
    'put',
    `portal-releases/${encodeURIComponent(portal)}/live`,
    'Failed to promote the release',
    { json: { version, percent } },
  );
  return data.portal;
}

/** Stops a running canary, or makes the release live before the current one live again. */
export async function rollbackPortalRelease(portal: Portal): Promise<PortalServing> {
  const data = await requestData<{ portal: PortalServing }>(
    'post',
    `portal-releases/${encodeURIComponent(portal)}/rollback`,
    'Failed to roll back the release',
    { json: {} },
  );
  return data.portal;
}
