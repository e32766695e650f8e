import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_URL } from '../../fixtures/api-sign-in.ts';
import { BASE_URL } from '../../fixtures/environment.ts';
import { publishHostCopy, registry, releaseCommand, ROOT } from '../../fixtures/releases.ts';
import { expect, test } from '../../fixtures/test.ts';

const run = promisify(execFile);
const JOURNEYS = ['sign in', 'top bar and menu', 'search', 'follow with toast', 'banner'];

interface Matrix {
  verdict: string;
  rows: { part: string; previous: string; current: string; releases: string[]; cells: Record<string, string> }[];
}

/** `npm run test:skew -- --remote <part>` against the running system: its exit code, output and matrix. */
async function runMatrix(part: string, out: string) {
  const outcome = await test.step(`npm run test:skew -- --remote ${part}`, async () =>
    run(process.execPath, ['config/scripts/skew.mjs', '--remote', part, '--out', out], {
      cwd: ROOT,
      env: { ...process.env, INKPOT_URL: BASE_URL, API_URL },
      timeout: 240_000,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        stdout: `${error.stdout ?? ''}\n${error.stderr ?? ''}`,
      }),
    ));
  await test.info().attach(`matrix ${part}`, { body: outcome.stdout, contentType: 'text/plain' });
  expect(outcome.code, outcome.stdout).toBe(0);
  const matrix = JSON.parse(readFileSync(path.join(out, 'skew.json'), 'utf8')) as Matrix;
  return { outcome, matrix };
}

/**
 * Two real releases of one remote with an additive change between them, then the version-skew
 * matrix for it (`npm run test:skew -- --remote search`): the smoke journeys with search at its
 * previous release beside every other part's current one. Then the host's row: two host releases,
 * and the journeys with the host at the first beside the current remotes.
 */
test.describe('the version-skew matrix', { tag: '@mutates' }, () => {
  test('search at N-1 beside the current others: the additive release passes the gate and every journey passes', async ({
    page: _page,
  }, testInfo) => {
    test.setTimeout(420_000);
    const started = Date.now();

    const previous = await test.step('N-1: search as this checkout builds it', async () => {
      await releaseCommand('deploy', 'search');
      return (await registry.channels('search')).stable;
    });

    const current = await test.step('N: a copy whose publication query also reads the description', async () => {
      const copy = path.join(ROOT, '.data', 'skew-source', 'mfe-search');
      rmSync(copy, { recursive: true, force: true });
      cpSync(path.join(ROOT, 'mfe-search'), copy, {
        recursive: true,
        filter: (source) => !/[/\\](dist|dist-server|node_modules)$/.test(source),
      });
      const query = path.join(copy, 'src', 'search-service', 'search-context.graphql');
      const before = readFileSync(query, 'utf8');
      const after = before.replace('    slug\n    name\n', '    slug\n    name\n    description\n');
      expect(after).not.toBe(before);
      writeFileSync(query, after);
      const output = await releaseCommand('deploy', 'search', '--from', copy).finally(() =>
        rmSync(copy, { recursive: true, force: true }),
      );
      expect(output).toContain('passed the gate and registered');
      const { stable, history } = await registry.channels('search');
      expect(stable).not.toBe(previous);
      expect(history.find((entry) => entry.action === 'promote' && entry.version === stable)?.previousVersion).toBe(
        previous,
      );
      return stable;
    });

    const { outcome, matrix } = await runMatrix('search', testInfo.outputPath('skew-report'));
    expect(matrix.verdict).toBe('green');
    const [row] = matrix.rows;
    expect(row?.part).toBe('search');
    expect(row?.previous).toBe(previous);
    expect(row?.current).toBe(current);
    expect(row?.releases).toContain(`search@${previous}`);
    expect(row?.cells).toEqual(Object.fromEntries(JOURNEYS.map((journey) => [journey, 'passed'])));
    expect(outcome.stdout).toMatch(
      new RegExp(`search@${previous?.replace(/[.+]/g, '\\$&')}\\s+ok\\s+ok\\s+ok\\s+ok\\s+ok`),
    );
    // What the two builds and the matrix add to the e2e run.
    console.log(`[version-skew] two builds of search and the matrix: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  test('the host at N-1 beside the current remotes: every journey passes', async ({ page: _page }, testInfo) => {
    test.setTimeout(240_000);
    const previous = await publishHostCopy('skew-previous');
    await registry.promote('shell', previous.version);
    const current = await publishHostCopy('skew-current');
    await registry.promote('shell', current.version);

    const { matrix } = await runMatrix('shell', testInfo.outputPath('skew-report'));
    expect(matrix.verdict).toBe('green');
    const [row] = matrix.rows;
    expect(row?.part).toBe('shell');
    expect(row?.previous).toBe(previous.version);
    expect(row?.current).toBe(current.version);
    expect(row?.releases[0]).toBe(`shell@${previous.version}`);
    expect(row?.cells).toEqual(Object.fromEntries(JOURNEYS.map((journey) => [journey, 'passed'])));
  });
});
