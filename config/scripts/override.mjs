// Local overrides outside development: a deployed page only accepts a signed one.
//   npm run override -- sign <remote> <manifest URL> [--for 8h] [--page URL]   prints the signed link
//   npm run override -- key                                                    the edge's OVERRIDE_KEY
// The key comes from the deploy token (DEPLOY_TOKEN), or OVERRIDE_KEY when set.
import { deployTokenOf, loadEnv, REMOTES } from '../env.mjs';
import { MAX_SIGNED_OVERRIDE_S, overrideKeyOf, overrideLink, signOverride } from '../local-override.mjs';
import { cli, examples, InvalidArgumentError, oneOf, runCommand, withExits } from './cli.mjs';

const env = loadEnv();

/** `90m`, `8h`, `2d` (or plain seconds) as seconds. */
function seconds(text) {
  const match = /^(\d+)([smhd]?)$/.exec(text);
  if (!match) throw new InvalidArgumentError('expected a duration such as 30m, 8h or 2d.');
  return Number(match[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2]];
}

function keyOrFail() {
  const key = overrideKeyOf(env, deployTokenOf(env));
  if (!key)
    throw new Error('Signing needs the deploy token: set DEPLOY_TOKEN (or OVERRIDE_KEY) as the deployment has it.');
  return key;
}

const program = cli(
  'override',
  "Signed local overrides: one remote of a deployment's pages from a developer's server.",
);
program
  .command('sign')
  .description('prints a page link with a signed override (the edge accepts it until it expires)')
  .argument('<remote>', `the remote: ${REMOTES.join(', ')}`, oneOf(REMOTES))
  .argument('<manifest-url>', "the remote's mf-manifest.json on the developer's server")
  .option('--for <duration>', `how long it lasts (at most ${MAX_SIGNED_OVERRIDE_S / 86400} days)`, seconds, 8 * 3600)
  .option('--page <url>', 'the page the link opens (PUBLIC_URL by default)')
  .addHelpText(
    'after',
    examples([
      'npm run override -- sign search http://localhost:5104/mf-manifest.json',
      'npm run override -- sign search https://dev.example/mf-manifest.json --for 2d --page https://staging.example/@ann',
    ]),
  )
  .action((remote, manifestUrl, options) =>
    runCommand('override', async () => {
      const override = signOverride(keyOrFail(), { remote, manifestUrl, seconds: options.for, now: Date.now() });
      console.log(overrideLink(options.page ?? env.PUBLIC_URL, override));
      console.error(`[override] valid until ${new Date(override.expires * 1000).toISOString()}`);
    }),
  );
program
  .command('key')
  .description("prints the edge's OVERRIDE_KEY (for an edge that should not hold the deploy token)")
  .addHelpText('after', examples(['npm run override -- key']))
  .action(() => runCommand('override', async () => console.log(keyOrFail())));
await withExits(program).parseAsync(process.argv);
