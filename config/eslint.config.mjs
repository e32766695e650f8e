// ESLint flat config shared by every workspace.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-navigation', 'mfe-auth', 'mfe-membership', 'mfe-search', 'mfe-notifications'];
const PACKAGES = [...REMOTES, 'shell-host', 'platform-api', 'e2e', 'config'];

/** Each package may import across packages only through shared-contracts. */
function boundaryRules(own, allowed = []) {
  const others = PACKAGES.filter((name) => name !== own && !allowed.includes(name));
  const message = REMOTES.includes(own)
    ? 'Remotes never import each other or the host: they meet only through @inkpot/shared-contracts, the bus and the slots the host hands them.'
    : 'Packages share code only through @inkpot/shared-contracts.';
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
          { regex: `^(\\.\\./)+(${others.join('|')})(/|$)`, message },
        ],
      },
    ],
  };
}

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
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
    rules: boundaryRules(name),
  })),
  // The edge server reads ports and URLs from the one validated config module; the API's config
  // reads the deployment setting (INKPOT_ENVIRONMENT) from it, so the two cannot disagree.
  { files: ['shell-host/server/**/*.ts'], rules: boundaryRules('shell-host', ['config']) },
  { files: ['platform-api/src/environment.ts'], rules: boundaryRules('platform-api', ['config']) },
  // The release gate holds releases to the build's own list of shared singletons (and finds their
  // server builds where the build puts them).
  { files: ['platform-api/src/releases/budgets.ts'], rules: boundaryRules('platform-api', ['config']) },
  // The release specs publish and register releases in the deployment the release commands read.
  { files: ['e2e/fixtures/releases.ts'], rules: boundaryRules('e2e', ['config']) },
  // The cluster specs reach the servers `npm run start:cluster` runs, on the ports it derives.
  { files: ['e2e/fixtures/cluster.ts'], rules: boundaryRules('e2e', ['config']) },
  // The API's tests use node:test, where `it`/`describe` come from an import.
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
