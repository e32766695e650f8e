// A signed QA link to a composition snapshot (docs/architecture/releases.md): the edge draws a snapshot holding a release
// that was rolled back or revoked only for such a link, until it expires (7 days at most).
//   npm run qa-link -- <composition id> [--hours 24] [--path /@ann/some-story]
// The id is a page's Inkpot-Composition header, or a snapshotId of `npm run releases -- <remote>`.
// The link is signed with a key derived from the deploy token (DEPLOY_TOKEN), as the edge's is.
import { deployTokenOf, loadEnv } from '../env.mjs';
import { MAX_QA_LINK_S, qaLinkKeyOf, signQaLink } from '../local-override.mjs';
import { cli, examples, InvalidArgumentError } from './cli.mjs';

const env = loadEnv();
const program = cli('qa-link', 'Prints a signed link that opens a composition snapshot, withdrawn releases and all.')
  .argument('<composition>', "the snapshot's id (16 hex digits: a page's Inkpot-Composition header)", (id) => {
    if (!/^[0-9a-f]{16}$/.test(id)) throw new InvalidArgumentError('expected 16 hex digits.');
    return id;
  })
  .option(
    '--hours <hours>',
    `how long the link works (at most ${MAX_QA_LINK_S / 3600})`,
    (text) => {
      const hours = Number(text);
      if (!(hours > 0 && hours * 3600 <= MAX_QA_LINK_S))
        throw new InvalidArgumentError(`expected hours above 0, at most ${MAX_QA_LINK_S / 3600} (7 days).`);
      return hours;
    },
    24,
  )
  .option('--path <path>', 'the page the link opens', '/')
  .addHelpText(
    'after',
    examples(['npm run qa-link -- 0123456789abcdef', 'npm run qa-link -- 0123456789abcdef --hours 4 --path /@ann']),
  )
  .parse(process.argv);
const [composition] = program.processedArgs;
const values = program.opts();
const seconds = Math.round(values.hours * 3600);

function fail(message) {
  console.error(`[qa-link] ${message}`);
  process.exit(1);
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
