// ESLint flat config shared by every workspace.
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTES as REMOTE_NAMES } from './env.mjs';

/** The remotes' packages, `mfe-<remote>` for each remote of the one list (config/env.mjs). */
const REMOTES = REMOTE_NAMES.map((remote) => `mfe-${remote}`);
const PACKAGES = [...REMOTES, 'shell-host', 'platform-api', 'e2e', 'config'];
const WORKSPACES = [...PACKAGES, 'shared-contracts'];
const CONTRACTS = ['shared-contracts'];
const CONTRACTS_AND_CONFIG = ['shared-contracts', 'config'];
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

const BOUNDARY_MESSAGES = {
  'shared-contracts': 'shared-contracts is what every part compiles against: it imports no other workspace package.',
  config: 'config is the tooling every package builds with: it imports no other workspace package.',
};

/** `own` may import, across packages, only the workspace packages in `allowed`, by their package names. */
// The edge (shell-host/server) and the host's page code (shell-host/src) meet only through the
// page contract (shell-host/page-contract): the preloaded state, the head, the render's request and
// answer, the document's ids. The edge runs the page's server build; it never imports page code.
const EDGE_NOT_HOST_PAGES = {
  group: ['../src/*', '../src/**', '../../src/*', '../../src/**', '../../../src/*', '../../../src/**'],
  message: "The edge imports the host's page code only through shell-host/page-contract/ (the page contract).",
};
const HOST_PAGES_NOT_EDGE = {
  group: ['../server/*', '../../server/*', '../../../server/*', '../../../../server/*'],
  message: "The host's page code never imports the edge: what both need is in shell-host/page-contract/.",
};
const HOST_SUSPENSE = {
  group: ['react'],
  importNames: ['Suspense'],
  message:
    "A Suspense boundary of the host's tree is a HydrationSuspense (src/lib/use-hydrated.ts): React hydrates a boundary after the root, and what is in it must read useHydrated as the server rendered it.",
};
const CONTRACT_STANDS_ALONE = {
  group: ['../src/*', '../src/**', '../server/*', '../server/**'],
  message: 'The page contract imports neither side of it (shell-host/src, shell-host/server).',
};

function boundaryRules(own, allowed = CONTRACTS, extraPatterns = []) {
  const others = WORKSPACES.filter((name) => name !== own && !allowed.includes(name));
  const message =
    BOUNDARY_MESSAGES[own] ??
    (REMOTES.includes(own)
      ? 'Remotes never import each other or the host: they meet only through @inkpot/shared-contracts, the bus and the slots the host hands them.'
      : 'Packages share code only through @inkpot/shared-contracts.');
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'date-fns',
            message:
              "Import each function by its own path ('date-fns/format'): the page shares date-fns/format between its parts by that path (config/webpack/federation.mjs).",
          },
          {
            name: '@apollo/client',
            importNames: ['gql'],
            message:
              "Write operations in .graphql files and import their typed documents from codegen's output: gql parses in the browser, with the GraphQL parser loaded for it (tests may parse with graphql's parse).",
          },
        ],
        patterns: [
          { group: others.map((name) => `@inkpot/${name}`).concat(others.map((name) => `@inkpot/${name}/*`)), message },
          {
            group: ['@inkpot/*/src', '@inkpot/*/src/*'],
            message: "Import a package through the entries its package.json declares ('exports'), never its src/.",
          },
          ...extraPatterns,
        ],
      },
    ],
  };
}

/**
 * A relative import stays in the package of the file that makes it: another package is reached
 * by its name (@inkpot/...), through the entries its package.json declares, so the boundary rules
 * see it and its internals stay its own.
 */
const relativeWithinPackage = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      escapes:
        "'{{source}}' leaves {{own}}/ for {{target}}: import another package by its name (@inkpot/...) through an entry its package.json declares.",
    },
  },
  create(context) {
    const own = path.relative(REPO_ROOT, context.filename).split(path.sep)[0];
    if (!WORKSPACES.includes(own)) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(REPO_ROOT, path.resolve(path.dirname(context.filename), source));
      if (target.split(path.sep)[0] !== own) {
        context.report({ node: node.source, messageId: 'escapes', data: { source, own, target } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/__generated__/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-monolith/**',
      '**/dist-server-monolith/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/playwright-report-cluster/**',
      '**/skew-report/**',
      '**/test-results-skew/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'check-file': checkFile,
      'react-hooks': reactHooks,
      inkpot: { rules: { 'relative-within-package': relativeWithinPackage } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'inkpot/relative-within-package': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The page's Content-Security-Policy refuses a style element without the document's nonce.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='style']:not(:has(JSXAttribute[name.name='nonce']))",
          message:
            'Render CSS with NoncedStyle (@inkpot/shared-contracts): the CSP refuses a <style> without the nonce.',
        },
      ],
    },
  },
  // Build files may use the shared tooling in config/; application code may not cross packages.
  ...PACKAGES.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`, `${name}/tests/**/*.ts`, `${name}/fixtures/**/*.ts`],
    rules: boundaryRules(name, CONTRACTS, name === 'shell-host' ? [HOST_PAGES_NOT_EDGE, HOST_SUSPENSE] : []),
  })),
  // The one place the host's tree makes a Suspense boundary.
  {
    files: ['shell-host/src/lib/use-hydrated.ts'],
    rules: boundaryRules('shell-host', CONTRACTS, [HOST_PAGES_NOT_EDGE]),
  },
  {
    files: ['shell-host/page-contract/**/*.ts'],
    rules: boundaryRules('shell-host', CONTRACTS, [CONTRACT_STANDS_ALONE]),
  },
  // The contracts and the tooling stand on their own: neither imports another workspace package.
  { files: ['shared-contracts/**/*.{ts,tsx,mjs,mts}'], rules: boundaryRules('shared-contracts', []) },
  // ESLint lints config/ with this file as config/'s own (the nearest config file): these two blocks
  // name their files from the repository's root whichever way the file was found.
  { basePath: REPO_ROOT, files: ['config/**/*.{ts,mjs,mts}'], rules: boundaryRules('config', []) },
  // A release's info records the event schema digests of the contracts the remote was built against.
  { basePath: REPO_ROOT, files: ['config/webpack/release-info.mjs'], rules: boundaryRules('config', CONTRACTS) },
  // The API's benches and scripts are the API's own: its src/, and the contracts like the rest of it.
  { files: ['platform-api/bench/**/*.ts', 'platform-api/scripts/**/*.ts'], rules: boundaryRules('platform-api') },
  // The page benches use the tooling, and the API's load and seeding through its declared bench entries.
  {
    files: ['e2e/bench/**/*.{ts,mjs}'],
    rules: boundaryRules('e2e', [...CONTRACTS_AND_CONFIG, 'platform-api']),
  },
  // The edge server reads ports and URLs from the one validated config module; the API's config
  // reads the deployment setting (INKPOT_ENVIRONMENT) from it, so the two cannot disagree.
  {
    files: ['shell-host/server/**/*.ts'],
    ignores: ['shell-host/server/**/*.test.ts'],
    rules: boundaryRules('shell-host', CONTRACTS_AND_CONFIG, [EDGE_NOT_HOST_PAGES]),
  },
  { files: ['shell-host/server/**/*.test.ts'], rules: boundaryRules('shell-host', CONTRACTS_AND_CONFIG) },
  { files: ['platform-api/src/environment.ts'], rules: boundaryRules('platform-api', CONTRACTS_AND_CONFIG) },
  // The release gate holds releases to the build's own list of shared singletons (and finds their
  // server builds where the build puts them).
  { files: ['platform-api/src/releases/budgets.ts'], rules: boundaryRules('platform-api', CONTRACTS_AND_CONFIG) },
  // The release specs publish and register releases in the deployment the release commands read.
  { files: ['e2e/fixtures/releases.ts'], rules: boundaryRules('e2e', CONTRACTS_AND_CONFIG) },
  // The cluster specs reach the servers `npm run start:cluster` runs, on the ports it derives.
  { files: ['e2e/fixtures/cluster.ts'], rules: boundaryRules('e2e', CONTRACTS_AND_CONFIG) },
  // The page fixtures find each remote's origin where the system was started to serve it.
  { files: ['e2e/fixtures/test.ts'], rules: boundaryRules('e2e', CONTRACTS_AND_CONFIG) },
  // The API's tests use node:test, where `it`/`describe` come from an import.
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
