// `npm run dev -- <remote>`'s remote: built from source (unminified), rebuilt on every save
// (webpack watch), served with the remotes' static server on its development port
// (DEV_SERVER_PORT, else the remote's port + 2100) from .data/dev/<remote>/.
import path from 'node:path';
import webpack from 'webpack';
import { isDeployed, loadEnv, REMOTES } from '../env.mjs';
import { overrideLink } from '../local-override.mjs';
import { configsOf, root } from './build-parts.mjs';
import { remoteApp } from './static-server.mjs';

const env = loadEnv();
const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`[dev] Name a remote: npm run dev -- <${REMOTES.join('|')}>`);
  process.exit(1);
}
const port = env.devServerPort(remote);
const outputPath = path.join(root, '.data', 'dev', remote);
const manifestUrl = `http://localhost:${port}/mf-manifest.json`;

// Production mode, as the deployed host's: a development build would run its JSX through React's
// development runtime, which the host's production React does not have. Unminified, for reading.
const [config] = await configsOf([remote], { mode: 'production', withStandalone: false });
const compiler = webpack({
  ...config,
  // The page's Content-Security-Policy has no 'unsafe-eval': source maps in files, not eval().
  devtool: 'cheap-module-source-map',
  optimization: { ...config.optimization, minimize: false },
  output: { ...config.output, path: outputPath, clean: true },
  parallelism: 2,
});

let firstBuild = true;
compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(`[dev] ${remote}: ${error.stack ?? error}`);
    return;
  }
  const problems = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (problems.trim()) console.log(problems);
  if (stats.hasErrors()) {
    console.log(`[dev] ${remote} did not build; the page keeps the last good build until you save a fix.`);
    return;
  }
  const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
  if (!firstBuild) {
    console.log(`[dev] ${remote} rebuilt in ${seconds} s: reload the page.`);
    return;
  }
  firstBuild = false;
  const override = { remote, manifestUrl };
  console.log(`[dev] ${remote} built from source in ${seconds} s; rebuilt on every save. Open:`);
  if (isDeployed(env.INKPOT_ENVIRONMENT)) {
    console.log(
      `[dev]   npm run override -- sign ${remote} ${manifestUrl}   (a deployment takes signed overrides only)`,
    );
  } else {
    console.log(`[dev]   ${overrideLink(`${env.PUBLIC_URL}/`, override)}`);
  }
  console.log(`[dev] Clear it with the banner's "Clear override" (or ?override=off).`);
});

remoteApp(remote, undefined, outputPath).listen(port, () =>
  console.log(`[dev] ${remote} from source on http://localhost:${port}/ (${path.relative(root, outputPath)})`),
);
