// Federation settings as data: names, exposes, the shared singletons and shared functions.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages that must be one instance at run time. Deep imports are listed on their own:
 * sharing 'react-dom' does not cover 'react-dom/client'. Besides these, only SHARED_FUNCTIONS are shared.
 *
 * A shared package is loaded whole (no part knows what the others use), so share only what the
 * page needs once. graphql is not shared: no part imports it, only Apollo Client does (to print
 * and visit documents), and Apollo is shared, so the few functions it uses travel with it
 * (whole, graphql was 44 KiB gzip before the page was interactive; now 10). rxjs stays shared:
 * Apollo Client 4 is built on it, and the bus too. zod is not shared either: the parts import
 * `zod/mini` (through shared-contracts' schemas), which whole is about 83 KiB gzip, against 7.5-9 KiB
 * for each part's own tree-shaken copy (the host's, and auth's and notifications' where their
 * parcels validate events), so sharing it would cost every page more than two copies do.
 */
export const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@apollo/client': '@apollo/client',
  '@apollo/client/react': '@apollo/client',
  rxjs: 'rxjs',
  // Wraps every parcel (defineParcel in shared-contracts); React comes in through its options, so
  // one copy from the host serves every remote instead of one per exposed module.
  'single-spa-react': 'single-spa-react',
};

/**
 * What a remote's server build takes from the edge that runs it (config/webpack/preset.mjs,
 * shell-host/server/remotes/remote-server-parcels.ts): the singletons, so one React renders the page and
 * its parcels, and React's server renderer. Anything else the build bundles, or is Node's own.
 */
export const SERVER_PROVIDED = [...Object.keys(SINGLETONS), 'react-dom/server'];

/** Where a release keeps its server build, beside its manifest (`defineRemote({ server })`). */
export const SERVER_BUILD_FILE = 'server/parcels.cjs';

/**
 * Pure functions that more than one part formats with on the same page (the host's pages and the
 * membership banners write spec dates with `format`, 5.5 KiB gzip with its locale): shared but not
 * singletons, so the page loads one copy where the version ranges agree, and a part whose range
 * does not agree keeps its own. Deep imports are shared one by one: the parts import these exact
 * paths (`date-fns/format`), never the package's root, which would be every function of it. A
 * function of a few hundred bytes (`isValid`) is not worth a request of its own: each part keeps it.
 */
export const SHARED_FUNCTIONS = {
  'date-fns/format': 'date-fns',
};

/** `shared` for a package: its singletons and shared functions, version ranges read from its own package.json. */
export function sharedModules(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const entries = (list, singleton) =>
    Object.entries(list)
      .filter(([, owner]) => deps[owner])
      .map(([request, owner]) => [request, { singleton, requiredVersion: deps[owner] }]);
  return Object.fromEntries([...entries(SINGLETONS, true), ...entries(SHARED_FUNCTIONS, false)]);
}

export const federationName = (remote) => `inkpot_${remote}`;

/**
 * The Module Federation version every part builds with (pinned in config/package.json). Remotes
 * run on the page's one bundler runtime, the host's, so a remote built with another version is
 * refused by the release gate.
 */
export const FEDERATION_VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .dependencies['@module-federation/enhanced'];
