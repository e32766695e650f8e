/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '..');

// What the repository's lint says of one import in a file at `file` (which need not exist).
const CASES = [
  // The contracts import no other workspace package; their own folders are theirs.
  { file: 'shared-contracts/src/probe.ts', source: '@inkpot/config/env', fails: true },
  { file: 'shared-contracts/src/probe.ts', source: '@inkpot/shell-host', fails: true },
  { file: 'shared-contracts/src/standalone/probe.ts', source: '../config/shell-config.ts', fails: false },
  { file: 'shared-contracts/src/probe.ts', source: '../../platform-api/src/config.ts', fails: true },
  // The tooling imports no other workspace package.
  { file: 'config/scripts/probe.mjs', source: '@inkpot/shared-contracts/registry', fails: true },
  { file: 'config/scripts/probe.mjs', source: '../../e2e/chromium.ts', fails: true },
  { file: 'config/scripts/probe.mjs', source: '../env.mjs', fails: false },
  // The page benches reach the API only through its declared entries, and the tooling by name.
  { file: 'e2e/bench/probe.mjs', source: '@inkpot/platform-api/bench/load', fails: false },
  { file: 'e2e/bench/probe.mjs', source: '@inkpot/config/cli', fails: false },
  { file: 'e2e/bench/probe.mjs', source: '../../platform-api/src/db/client.ts', fails: true },
  { file: 'e2e/bench/probe.mjs', source: '@inkpot/platform-api/src/db/client.ts', fails: true },
  { file: 'e2e/bench/probe.mjs', source: '../../config/env.mjs', fails: true },
  { file: 'e2e/bench/probe.mjs', source: '@inkpot/shell-host', fails: true },
  { file: 'e2e/bench/probe.mjs', source: '../chromium.ts', fails: false },
  // The API's benches and scripts are the API's own.
  { file: 'platform-api/bench/probe.ts', source: '../src/seed/seed.ts', fails: false },
  { file: 'platform-api/bench/probe.ts', source: '@inkpot/mfe-search', fails: true },
  { file: 'platform-api/scripts/probe.ts', source: '../../shell-host/src/lib/next-task.ts', fails: true },
  { file: 'platform-api/scripts/probe.ts', source: '@inkpot/shared-contracts/graphql/schema.graphql', fails: false },
  // The edge and the host's pages meet only through the page contract.
  { file: 'shell-host/server/probe.ts', source: '../src/routing/page-registry.ts', fails: true },
  { file: 'shell-host/server/probe.ts', source: '../page-contract/render.ts', fails: false },
  { file: 'shell-host/server/document/probe.ts', source: '../../src/lib/preloaded-state.ts', fails: true },
  { file: 'shell-host/src/routing/probe.ts', source: '../../server/session.ts', fails: true },
  { file: 'shell-host/src/routing/probe.ts', source: '../../page-contract/document-head.ts', fails: false },
  { file: 'shell-host/page-contract/probe.ts', source: '../src/routing/page-titles.ts', fails: true },
];

/** Lints every case in one child process (ESLint loads its config as the command line does). */
function lintCases() {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const results = [];
    for (const { file, source } of cases) {
      const [result] = await eslint.lintText(\`import '\${source}';\\n\`, { filePath: file });
      results.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    console.log(JSON.stringify(results));
  `;
  const { status, stdout, stderr } = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(CASES)],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  if (status !== 0) throw new Error(stderr);
  return JSON.parse(stdout);
}

describe('the import boundaries', () => {
  const results = lintCases();
  it.each(CASES.map((entry, index) => ({ ...entry, index })))(
    '$file importing $source: fails=$fails',
    ({ index, fails }) => {
      const rules = results[index];
      if (fails) expect(rules).toEqual([expect.stringMatching(/restricted-imports|relative-within-package/)]);
      else expect(rules).toEqual([]);
    },
  );
});
