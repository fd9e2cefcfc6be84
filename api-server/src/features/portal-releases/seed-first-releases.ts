import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { PORTALS, remoteOfPortal, type SharedVersions } from '@grocery/shared-api';
import type { Config } from '../../config';
import { remoteDir } from '../../config';
import type { Db } from '../../db/client';
import { portalReleases } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { promoteRelease } from './promote-release';
import { registerRelease } from './register-release';
import type { ReleaseActor } from './release-json';

const SETUP: ReleaseActor = { id: null, name: 'Store setup' };

function packageVersion(config: Config, portal: (typeof PORTALS)[number]): string {
  const file = join(config.webRoot, remoteDir(remoteOfPortal(portal)), 'package.json');
  if (!existsSync(file)) return '1.0.0';
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '1.0.0';
}

/**
 * A store whose registry is empty serves what `npm start` built (or REMOTE_*_URL names): each
 * portal is registered and made live as its first release, so nothing changes for a new store.
 * Replicas starting together register each portal once (the version's unique key decides).
 */
export async function seedFirstReleases(
  db: Db,
  config: Config,
  shell: SharedVersions,
): Promise<void> {
  const [row] = await db.select({ n: count() }).from(portalReleases);
  if (row!.n > 0) return;
  for (const portal of PORTALS) {
    const version = packageVersion(config, portal);
    const entry = config.remotes[remoteOfPortal(portal)];
    try {
      const release = { portal, version, entry, shared: shell };
      const { created } = await registerRelease(db, release, SETUP);
      if (created) await promoteRelease(db, portal, { version, percent: 100 }, SETUP);
    } catch (err) {
      // Another replica, configured with another address, registered it first: theirs stands.
      if (!(err instanceof ConflictError)) throw err;
    }
  }
}
