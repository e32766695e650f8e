// A signed QA link to a composition snapshot (issue 40): the edge draws a snapshot holding a release
// that was rolled back or revoked only for such a link, until it expires (7 days at most).
//   npm run qa-link -- <composition id> [--hours 24] [--path /@ann/some-story]
// The id is a page's Inkpot-Composition header, or a snapshotId of `npm run releases -- <remote>`.
// The link is signed with a key derived from the deploy token (DEPLOY_TOKEN), as the edge's is.
import { parseArgs } from 'node:util';
import { deployTokenOf, loadEnv } from '../env.mjs';
import { MAX_QA_LINK_S, qaLinkKeyOf, signQaLink } from '../local-override.mjs';

const env = loadEnv();
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { hours: { type: 'string', default: '24' }, path: { type: 'string', default: '/' } },
});
const [composition] = positionals;

function fail(message) {
  console.error(`[qa-link] ${message}`);
  process.exit(1);
}

if (!/^[0-9a-f]{16}$/.test(composition ?? '')) {
  fail('Usage: npm run qa-link -- <composition id: 16 hex digits> [--hours 24] [--path /]');
}
const seconds = Math.round(Number(values.hours) * 3600);
if (!(seconds >= 1 && seconds <= MAX_QA_LINK_S)) {
  fail(`--hours takes a number of hours above 0, at most ${MAX_QA_LINK_S / 3600} (7 days).`);
}
const key = qaLinkKeyOf(deployTokenOf(env));
if (!key) fail('Signing needs the deploy token: set DEPLOY_TOKEN as the deployment has it.');

// Says what the link opens; a link to a snapshot that is not there opens the current composition.
let snapshot = null;
try {
  const response = await fetch(new URL(`/_/composition/${composition}`, env.API_URL), {
    signal: AbortSignal.timeout(5000),
  });
  if (response.status === 404)
    fail(`The release registry at ${env.API_URL} has no composition snapshot ${composition}.`);
  if (response.ok) snapshot = await response.json();
} catch (error) {
  console.error(
    `[qa-link] The release registry at ${env.API_URL} did not answer (${error.cause?.code ?? error}); signing anyway.`,
  );
}

const { url, expires } = signQaLink(key, {
  pageUrl: new URL(values.path, env.PUBLIC_URL).href,
  composition,
  seconds,
  now: Date.now(),
});
console.log(url);
for (const release of snapshot?.withdrawn ?? []) {
  console.error(
    `[qa-link] ${release.name}@${release.version} is ${release.reason}${release.note ? ` (${release.note})` : ''}`,
  );
}
if (snapshot && !snapshot.withdrawn?.length) {
  console.error('[qa-link] Nothing in this snapshot is withdrawn: the link works unsigned too.');
}
console.error(`[qa-link] valid until ${new Date(expires * 1000).toISOString()}`);
