// Local overrides outside development (issue 14): a deployed page only accepts a signed one.
//   npm run override -- sign <remote> <manifest URL> [--for 8h] [--page URL]   prints the signed link
//   npm run override -- key                                                    the edge's OVERRIDE_KEY
// The key comes from the deploy token (DEPLOY_TOKEN), or OVERRIDE_KEY when set.
import { parseArgs } from 'node:util';
import { deployTokenOf, loadEnv, REMOTES } from '../env.mjs';
import { MAX_SIGNED_OVERRIDE_S, overrideKeyOf, overrideLink, signOverride } from '../local-override.mjs';

const env = loadEnv();
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { for: { type: 'string', default: '8h' }, page: { type: 'string' } },
});
const [command, remote, manifestUrl] = positionals;

function fail(message) {
  console.error(`[override] ${message}`);
  process.exit(1);
}

/** `90m`, `8h`, `2d` (or plain seconds) as seconds. */
function seconds(text) {
  const match = /^(\d+)([smhd]?)$/.exec(text);
  if (!match) fail(`--for takes a duration such as 30m, 8h or 2d, not "${text}".`);
  return Number(match[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2]];
}

const key = overrideKeyOf(env, deployTokenOf(env));
if (!key) fail('Signing needs the deploy token: set DEPLOY_TOKEN (or OVERRIDE_KEY) as the deployment has it.');

if (command === 'key') {
  console.log(key);
} else if (command === 'sign') {
  if (!REMOTES.includes(remote) || !manifestUrl) {
    fail(`Usage: npm run override -- sign <${REMOTES.join('|')}> <manifest URL> [--for 8h] [--page URL]`);
  }
  let override;
  try {
    override = signOverride(key, { remote, manifestUrl, seconds: seconds(values.for), now: Date.now() });
  } catch (error) {
    fail(`${error.message} (at most ${MAX_SIGNED_OVERRIDE_S / 86400} days)`);
  }
  console.log(overrideLink(values.page ?? env.PUBLIC_URL, override));
  console.error(`[override] valid until ${new Date(override.expires * 1000).toISOString()}`);
} else {
  fail('Expected "sign <remote> <manifest URL>" or "key".');
}
