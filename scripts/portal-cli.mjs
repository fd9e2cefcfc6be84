#!/usr/bin/env node
/* global process, console, fetch */
// `npm run portal -- <command>`: a portal team's pipeline talking to a store's release registry.
//   list | publish <portal> [--from <folder>] [--base-url <url>] |
//   promote <portal> <version> [--percent N] | rollback <portal>
// The store: --url or PORTAL_STORE_URL (default http://localhost:3000); the token: --token or
// PORTAL_DEPLOY_TOKEN (or an admin's access token).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const PORTALS = ['storefront', 'manager-portal', 'admin-portal'];
const USAGE = `Usage: npm run portal -- <command> [options]
  list                                   each portal's live release, canary and history
  publish <portal> [--from <folder>] [--base-url <url>]
                                         register a build of npm run release (default: the newest)
  promote <portal> <version> [--percent N]   make it live (below 100: a canary)
  rollback <portal>                      stop the canary, else bring back the release before
Options: --url <store> (PORTAL_STORE_URL), --token <token> (PORTAL_DEPLOY_TOKEN)`;

class CliError extends Error {}

function portalArg(value) {
  if (!PORTALS.includes(value)) {
    throw new CliError(`Unknown portal "${value ?? ''}": use one of ${PORTALS.join(', ')}`);
  }
  return value;
}

async function call(options, method, path, body) {
  if (!options.token)
    throw new CliError('No deploy token: pass --token or set PORTAL_DEPLOY_TOKEN');
  const url = `${options.url.replace(/\/+$/, '')}/api/portal-releases${path}`;
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new CliError(
      `Cannot reach the store at ${options.url}: ${err.cause?.message ?? err.message}`,
    );
  }
  const answer = await response.json().catch(() => ({}));
  if (response.status === 401) {
    throw new CliError(
      `The store refused the token (401): check --token / PORTAL_DEPLOY_TOKEN for ${options.url}`,
    );
  }
  if (!response.ok || answer.success !== true) {
    const details = (answer.errors ?? []).map((e) => `\n  ${e.field}: ${e.message}`).join('');
    throw new CliError(
      `${method} ${path || '/'} failed (${response.status}): ${answer.message ?? response.statusText}${details}`,
    );
  }
  return answer;
}

function newestRelease(portal) {
  const dir = join(ROOT, portal, 'releases');
  const folders = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => existsSync(join(dir, name, 'release.json')))
        .sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs)
    : [];
  if (!folders[0]) {
    throw new CliError(`${portal} has no release built: run npm run release -w @grocery/${portal}`);
  }
  return join(dir, folders[0]);
}

async function publish(options, portal) {
  const folder = resolve(options.from ?? newestRelease(portal));
  const file = join(folder, 'release.json');
  if (!existsSync(file))
    throw new CliError(`${file} does not exist: is it a folder npm run release built?`);
  const built = JSON.parse(readFileSync(file, 'utf8'));
  if (built.portal !== portal)
    throw new CliError(`${folder} is a build of ${built.portal}, not ${portal}`);
  // Served by the store itself unless the folder was copied to a static host or CDN.
  const base = options['base-url']?.replace(/\/*$/, '/') ?? `/releases/${portal}/${built.folder}/`;
  const release = {
    portal,
    version: built.version,
    entry: `${base}${built.entry}`,
    integrity: built.integrity,
    shared: built.shared,
  };
  const answer = await call(options, 'POST', '', release);
  console.log(`${answer.message}: ${portal} ${built.version} at ${release.entry}`);
}

function describe(portal) {
  const lines = [`${portal.portal}: live ${portal.live?.version ?? 'none'}`];
  if (portal.canary)
    lines.push(
      `  canary ${portal.canary.release.version} for ${portal.canary.percent}% of browsers`,
    );
  for (const release of portal.history) {
    const promoted = release.promotions.map(
      (p) => `${p.percent}% ${p.promotedAt}${p.rolledBackAt ? ' (rolled back)' : ''}`,
    );
    lines.push(
      `  ${release.version}  ${release.entry}  by ${release.publishedBy}${promoted.length ? `  promoted ${promoted.join(', ')}` : ''}`,
    );
  }
  for (const report of portal.reports)
    lines.push(`  report on ${report.version}: ${report.reason}`);
  return lines.join('\n');
}

const serving = (portal, state) =>
  `${portal}: live ${state.live ?? 'none'}${state.canary ? `, canary ${state.canary.version} for ${state.canary.percent}%` : ''}`;

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string', default: process.env.PORTAL_STORE_URL || 'http://localhost:3000' },
      token: { type: 'string', default: process.env.PORTAL_DEPLOY_TOKEN },
      percent: { type: 'string' },
      from: { type: 'string' },
      'base-url': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) return console.log(USAGE);
  if (command === 'list') {
    const answer = await call(values, 'GET', '');
    return console.log(answer.data.portals.map(describe).join('\n\n'));
  }
  if (command === 'publish') return publish(values, portalArg(rest[0]));
  if (command === 'promote') {
    const portal = portalArg(rest[0]);
    if (!rest[1])
      throw new CliError('promote needs a version: npm run portal -- promote <portal> <version>');
    const percent = values.percent === undefined ? 100 : Number(values.percent);
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
      throw new CliError('--percent must be a whole number from 1 to 100');
    }
    const answer = await call(values, 'PUT', `/${portal}/live`, { version: rest[1], percent });
    return console.log(serving(portal, answer.data.portal));
  }
  if (command === 'rollback') {
    const portal = portalArg(rest[0]);
    const answer = await call(values, 'POST', `/${portal}/rollback`, {});
    return console.log(serving(portal, answer.data.portal));
  }
  throw new CliError(`Unknown command "${command}"\n${USAGE}`);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(
    err instanceof CliError || err?.code?.startsWith?.('ERR_PARSE_ARGS') ? err.message : err,
  );
  process.exit(1);
});
