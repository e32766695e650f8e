// The release commands, each for one remote or the host (`shell`), talking to the API's release registry:
//   npm run deploy -- <remote> [--canary <percent>]   build, publish, gate, register, promote
//   npm run releases -- <remote>                      the remote's channels and history
//   npm run rollback -- <remote> [--to <version>]     a pointer swap back (drops a canary first)
//   npm run revoke -- <remote> <version> [--reason ...]  never serve that release again
// The host is released the same way (`npm run deploy -- shell`): its build is copied into
// HOST_RELEASES_DIR/<version>/, registered and promoted; it has no canaries.
// Nothing else is rebuilt or restarted: the edge serves the new composition within seconds. A
// release rolled back from or revoked is withdrawn: the snapshots holding it open only with a
// signed QA link (npm run qa-link).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployTokenOf, loadEnv, REMOTES } from '../env.mjs';
import { buildParts, root } from './build-parts.mjs';
import { cli, examples, oneOf, runCommand, withExits, wholeNumber } from './cli.mjs';
import { publisherFor } from './release-publishers.mjs';
import { releaseIntegrities } from '../webpack/chunk-integrity.mjs';
import { contractVersion } from '../webpack/preset.mjs';
import { hostContractSurface } from '../webpack/release-info.mjs';
import { publishHost } from './host-release.mjs';

const env = loadEnv();
/** What the command line asked for: set by the chosen command's action. */
let command = 'release';
let remote = '';
let values = {};
let positionals = [];

const HOST = 'shell';
const program = cli(
  'release',
  "One remote's (or the host's) releases, through the API's release registry (DEPLOY_TOKEN).",
);
const remoteArgument = [
  '<remote>',
  `the remote, or ${HOST} for the host: ${[HOST, ...REMOTES].join(', ')}`,
  oneOf([HOST, ...REMOTES]),
];
const chosen =
  (name) =>
  (remoteName, ...rest) => {
    command = name;
    remote = remoteName;
    const options = rest.at(-2);
    positionals = [remoteName, ...rest.slice(0, -2)];
    values = options ?? {};
  };
program
  .command('deploy')
  .description('build the remote, publish its files, run the gate, register and promote it (or canary it)')
  .argument(...remoteArgument)
  .option('--canary <percent>', 'serve it to this share of visitors (1-99), sticky per visitor', wholeNumber(1, 99))
  .option('--from <dir>', 'build a remote from this copy of its folder (inside the checkout) instead of mfe-<remote>/')
  .addHelpText(
    'after',
    `${examples([
      'npm run deploy -- search',
      'npm run deploy -- search --canary 10',
      'npm run deploy -- shell',
      'RELEASE_ORIGIN=s3://inkpot-releases/remotes npm run deploy -- search',
    ])}
The files go to RELEASE_ORIGIN_DIR, or to RELEASE_ORIGIN: an HTTP origin that takes PUT, or
s3://<bucket>/<prefix> (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION; S3_ENDPOINT for an
S3-compatible server). Readers fetch them from RELEASE_PUBLIC_URL (docs/configuration.md).
`,
  )
  .action(chosen('deploy'));
program
  .command('releases')
  .description("the remote's stable release, canary, withdrawn releases and history")
  .argument(...remoteArgument)
  .addHelpText('after', examples(['npm run releases -- search']))
  .action(chosen('releases'));
program
  .command('rollback')
  .description('a pointer swap back: drops a canary, else stable goes back to the release it replaced')
  .argument(...remoteArgument)
  .option('--to <version>', 'roll back to this release instead')
  .option('--reason <text>', 'why, for the history')
  .addHelpText(
    'after',
    examples(['npm run rollback -- search', 'npm run rollback -- search --to 1.4.0+abc --reason "broken search box"']),
  )
  .action(chosen('rollback'));
program
  .command('revoke')
  .description('a release never serves readers again (a canary is dropped first; roll back a stable one first)')
  .argument(...remoteArgument)
  .argument('<version>', 'the release to revoke')
  .option('--reason <text>', 'why, for the history')
  .addHelpText('after', examples(['npm run revoke -- search 1.5.0+def --reason "leaked a token"']))
  .action(chosen('revoke'));
withExits(program).parse(process.argv);

const token = deployTokenOf(env);
if (!token) fail("This deployment has no DEPLOY_TOKEN: set it to the API's.");
const actor = `${os.userInfo().username}@${os.hostname()}`;

function fail(message) {
  console.error(`[${command}] ${message}`);
  process.exit(1);
}

const started = Date.now();
let stepStarted = started;
function step(message) {
  const now = Date.now();
  console.log(`[${command}] ${message} (${((now - stepStarted) / 1000).toFixed(1)} s)`);
  stepStarted = now;
}

async function registry(pathname, body) {
  let response;
  try {
    response = await fetch(new URL(pathname, env.API_URL), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-deploy-actor': actor },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    fail(`The release registry at ${env.API_URL} did not answer (is the API running?): ${error.cause?.code ?? error}`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    if (answer.report) console.error(answer.report);
    fail(answer.error ?? `The registry answered ${response.status}.`);
  }
  return answer;
}

/** The publisher the settings select; incomplete settings fail before anything is built. */
function chosenPublisher() {
  try {
    return publisherFor(env);
  } catch (error) {
    return fail(error.message);
  }
}

/** The host: built apart, copied into HOST_RELEASES_DIR as an immutable release, registered and promoted. */
async function deployHost() {
  if (values.canary) fail('The host has no canaries: deploy it to everyone, and roll it back if it breaks.');
  const build = path.join(env.RELEASE_ORIGIN_DIR, '.build', HOST);
  // The browser build goes to build/browser, and the server build beside it (build/dist-server).
  const browser = path.join(build, 'browser');
  const stats = await buildParts([HOST], { mode: 'production', withStandalone: false, outputPath: browser });
  if (stats.hasErrors()) fail('The build failed; nothing was published.');
  const packageVersion = JSON.parse(readFileSync(path.join(root, 'shell-host', 'package.json'), 'utf8')).version;
  let release;
  try {
    release = publishHost({
      browser,
      server: path.join(build, 'dist-server'),
      packageVersion,
      dir: env.HOST_RELEASES_DIR,
    });
  } catch (error) {
    fail(`Publishing to ${env.HOST_RELEASES_DIR} failed: ${error.message}`);
  }
  step(`built and ${release.outcome} ${HOST}@${release.version} in ${env.HOST_RELEASES_DIR}`);
  await registry(`/_/releases/${HOST}`, {
    version: release.version,
    integrity: release.integrity,
    serverIntegrity: release.serverIntegrity,
    contractVersion: contractVersion(),
    // What it provides (its bus, the parcels it mounts and their props): later remote releases are gated against it.
    surface: await hostContractSurface(path.join(root, 'shell-host')),
  });
  const change = await registry(`/_/releases/${HOST}/promote`, { version: release.version });
  step(
    `registered and promoted ${release.version} (was ${change.from ?? "the edge's own build"}); composition ${change.composition.id}`,
  );
  console.log(
    `[deploy] done in ${((Date.now() - started) / 1000).toFixed(1)} s; readers get it on their next page load, and open tabs keep the files they loaded.`,
  );
}

async function deploy() {
  if (remote === HOST) return deployHost();
  const canary = values.canary;
  const publisher = chosenPublisher();

  // Built apart from the remote's dist/, which the development servers serve.
  const dist = path.join(env.RELEASE_ORIGIN_DIR, '.build', remote);
  const from = values.from ? path.resolve(values.from) : undefined;
  if (from && path.relative(root, from).startsWith('..'))
    fail(`--from ${values.from} is outside the checkout: a copy must find its node_modules.`);
  const stats = await buildParts([remote], { mode: 'production', withStandalone: false, outputPath: dist, from });
  if (stats.hasErrors()) fail('The build failed; nothing was published.');
  const release = JSON.parse(readFileSync(path.join(dist, 'release.json'), 'utf8'));
  step(`built ${remote}@${release.version}`);

  // Immutable, versioned files on the static origin: a version is published once.
  let outcome;
  try {
    outcome = await publisher.publish(remote, release.version, dist);
  } catch (error) {
    fail(`Publishing to ${publisher.describe()} failed: ${error.message}`);
  }
  const manifestUrl = publisher.manifestUrl(remote, release.version);
  step(`${outcome} at ${manifestUrl}`);

  // The edge runs a registered release's server build only if the registry vouches for it.
  const registered = await registry(`/_/releases/${remote}`, {
    version: release.version,
    manifestUrl,
    ...releaseIntegrities(dist),
    contractVersion: release.contractVersion,
    facts: release.facts,
  });
  const largest = Object.entries(registered.sizes.exposes)
    .map(([name, size]) => [name, registered.sizes.entryGzip + size.gzip, size.requests + 1])
    .sort((a, b) => b[1] - a[1])[0];
  step(
    `passed the gate and registered (largest before intent: ${largest[0]}, ${(largest[1] / 1024).toFixed(1)} KiB gzip in ${largest[2]} requests)`,
  );

  const change = await registry(`/_/releases/${remote}/promote`, {
    version: release.version,
    ...(canary ? { canary } : {}),
  });
  step(
    canary
      ? `canary ${release.version} to ${canary}% of visitors (stable stays ${change.composition.stable.find((entry) => entry.name === remote)?.version}); composition ${change.composition.id}`
      : `promoted ${release.version} (was ${change.from ?? 'the file'}); composition ${change.composition.id}`,
  );
  console.log(
    `[deploy] done in ${((Date.now() - started) / 1000).toFixed(1)} s; readers get it on their next page load.`,
  );
}

/** One release's line of the last hour: page loads, failure rate, error reports, load p75/p95, web vitals p75. */
const healthLine = (label, figures) => {
  if (!figures) return `  ${label.padEnd(34)} no trusted page loads`;
  const rate = figures.failureRate === null ? 'n/a' : `${(figures.failureRate * 100).toFixed(1)}%`;
  const ms = (value) => (value === null ? '-' : `${value} ms`);
  return [
    `  ${label.padEnd(34)}`,
    `${String(figures.loaded + figures.failed).padStart(6)} loads`,
    `${String(figures.failed).padStart(5)} failed (${rate})`,
    `${String(figures.errors ?? 0).padStart(4)} error reports`,
    `load p75 ${ms(figures.loadP75)} p95 ${ms(figures.loadP95)}`,
    `LCP p75 ${ms(figures.lcpP75)}`,
    `INP p75 ${ms(figures.inpP75)}`,
    `CLS p75 ${figures.clsP75 ?? '-'}`,
  ].join('  ');
};

async function releases() {
  const { stable, canary, withdrawn = [], history } = await registry(`/_/releases/${remote}`);
  console.log(`${remote}: stable ${stable ?? '(none: the registry file)'}`);
  if (canary) console.log(`${remote}: canary ${canary.version} to ${canary.percent}%`);
  if (remote !== HOST) {
    const health = await registry(`/_/releases/${remote}/health`);
    const of = (version, cohort) =>
      health.releases.find((figures) => figures.version === version && figures.cohort === cohort);
    console.log(`${remote}: the last hour (pages the edge served):`);
    if (stable) console.log(healthLine(`stable ${stable}`, of(stable, 'stable')));
    if (canary) {
      console.log(healthLine(`canary ${canary.version}`, of(canary.version, 'canary')));
      const verdict = canary.verdict;
      console.log(
        `${remote}: canary verdict ${verdict ? `${verdict.verdict}: ${verdict.reason}` : 'none yet (no trusted page has told)'}`,
      );
      // The web vitals bound, since the canary started: whole pages served each cohort.
      for (const [name, comparison] of Object.entries(verdict?.vitals ?? {}))
        console.log(`${remote}: canary ${name.toUpperCase()} ${comparison.verdict}: ${comparison.reason}`);
    }
  }
  for (const release of withdrawn)
    console.log(`${remote}: ${release.version} ${release.reason}${release.note ? ` (${release.note})` : ''}`);
  for (const entry of history) {
    const detail = entry.detail?.reason ?? entry.detail?.findings?.map((finding) => finding.rule).join(', ') ?? '';
    console.log(
      [
        entry.at,
        entry.action.padEnd(15),
        (entry.version ?? entry.detail?.version ?? '').padEnd(20),
        entry.previousVersion ? `from ${entry.previousVersion}` : '',
        entry.actor,
        detail,
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
}

async function rollback() {
  const change = await registry(`/_/releases/${remote}/rollback`, {
    ...(values.to ? { to: values.to } : {}),
    ...(values.reason ? { reason: values.reason } : {}),
  });
  step(`${change.action}: ${change.from} -> ${change.to}; composition ${change.composition.id}`);
}

async function revoke() {
  const version = positionals[1];
  const change = await registry(`/_/releases/${remote}/revoke`, {
    version,
    ...(values.reason ? { reason: values.reason } : {}),
  });
  step(
    `revoked ${remote}@${change.version}${change.droppedCanary ? ' (it was the canary: dropped first)' : ''}; composition ${change.composition.id}`,
  );
}

const commands = { deploy, releases, rollback, revoke };
await runCommand(command, commands[command]);
