/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const scripts = path.dirname(fileURLToPath(import.meta.url));
const run = (script, ...args) => {
  const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(scripts, script), ...args], {
    encoding: 'utf8',
    // Nothing to reach: a command that got past its arguments fails fast, and says so in one line.
    env: { ...process.env, API_URL: 'http://127.0.0.1:9' },
    timeout: 20_000,
  });
  return { status, stdout, stderr };
};

// Each command a team or operator runs, its help and a usage error (npm run <name> -- ...).
const COMMANDS = [
  { script: 'release.mjs', help: ['deploy', '--help'], wrong: ['deploy', 'weather'] },
  { script: 'release.mjs', help: ['rollback', '--help'], wrong: ['rollback'] },
  { script: 'release.mjs', help: ['revoke', '--help'], wrong: ['revoke', 'search'] },
  { script: 'release.mjs', help: ['releases', '--help'], wrong: ['deploy', 'search', '--canary', '100'] },
  { script: 'override.mjs', help: ['sign', '--help'], wrong: ['sign', 'search', 'x', '--for', 'soon'] },
  { script: 'build-all.mjs', help: ['--help'], wrong: ['--fast'] },
  { script: 'dev.mjs', help: ['--help'], wrong: [] },
  { script: 'qa-link.mjs', help: ['--help'], wrong: ['not-an-id'] },
  { script: 'ready-check.mjs', help: ['--help'], wrong: ['port-4000'] },
  { script: 'static-server.mjs', help: ['--help'], wrong: ['weather'] },
  { script: '../../platform-api/src/seed/main.ts', help: ['--help'], wrong: ['--stories', 'many'] },
  ...['load', 'compare', 'banner-cls', 'search', 'long-tasks', 'bundle', 'chunks'].map((bench) => ({
    script: `../../e2e/bench/${bench}.mjs`,
    help: ['--help'],
    wrong: ['--fast'],
  })),
];

describe('the command-line tools', () => {
  it.each(COMMANDS)('$script $help.0: --help with examples, exit 0', ({ script, help }) => {
    const { status, stdout } = run(script, ...help);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: /);
    expect(stdout).toContain('Examples:');
  });

  it.each(COMMANDS)('$script $wrong: a usage error is one line and exit 2, no stack trace', ({ script, wrong }) => {
    const { status, stderr } = run(script, ...wrong);
    expect(status).toBe(2);
    expect(stderr).toMatch(/^error: .+\n\(add --help for usage\)\n$/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('a failure past the arguments is one line and exit 1, no stack trace', () => {
    const { status, stderr } = run('release.mjs', 'releases', 'search');
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^\[releases\] The release registry .* did not answer/),
    ]);
  });
});
