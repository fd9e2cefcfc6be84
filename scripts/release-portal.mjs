#!/usr/bin/env node
/* global process, console */
// `npm run release -w @grocery/<portal>`: builds one portal into
// <portal>/releases/<version>-<content hash>/, a folder never written again, with Module
// Federation's mf-manifest.json and release.json (what `npm run portal -- publish` sends: the
// version, the entry's SRI hash and the shared singletons it was built against).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';

const { sharedVersions } = createRequire(import.meta.url)('./webpack/shared-deps.cjs');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

/** The hash of every file's path and bytes: the same sources build the same folder name. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of files(dir))
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

function main() {
  const portalDir = process.cwd();
  const pkg = JSON.parse(readFileSync(join(portalDir, 'package.json'), 'utf8'));
  const portal = basename(portalDir);
  const version = process.env.RELEASE_VERSION || pkg.version;
  const releases = join(portalDir, 'releases');
  const staging = join(releases, `.staging-${process.pid}`);
  mkdirSync(releases, { recursive: true });
  const built = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', staging], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_RELEASE: version },
  });
  if (built.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(built.status ?? 1);
  }
  const folder = `${version}-${contentHash(staging)}`;
  const target = join(releases, folder);
  if (existsSync(target)) {
    rmSync(staging, { recursive: true, force: true });
    console.log(`${portal} ${version} is already built in ${relative(process.cwd(), target)}`);
  } else {
    const shared = sharedVersions();
    const entry = readFileSync(join(staging, 'remoteEntry.js'));
    const integrity = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
    const release = { portal, version, folder, entry: 'remoteEntry.js', integrity, shared };
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    renameSync(staging, target);
    console.log(`${portal} ${version} built in ${relative(process.cwd(), target)}`);
  }
  console.log(`Publish it: npm run portal -- publish ${portal} --from ${target}`);
}

main();
