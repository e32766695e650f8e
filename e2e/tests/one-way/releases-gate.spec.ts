import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CONTRACT_VERSION } from '@inkpot/shared-contracts/contract-version';
import {
  ensureStable,
  escapeRegExp,
  promoteCopy,
  publishCopy,
  registry,
  releaseCommand,
  servedVersion,
  syncChunksOf,
} from '../../fixtures/releases.ts';
import { expect, test } from '../../fixtures/test.ts';

/**
 * The release gate refuses what would break the page, with a readable diff, records the refusal,
 * and leaves the page on the release it had.
 */
test.describe('the release gate', { tag: '@mutates' }, () => {
  test('refuses a release built against another contract major, naming both versions', async ({ page }) => {
    const stable = await ensureStable('search');
    const otherMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
    const release = await publishCopy('search', 'major', { contractVersion: otherMajor });

    expect(release.status).toBe(422);
    expect(release.answer.error).toBe(`search@${release.version} was refused by the release gate.`);
    expect(release.answer.findings?.map((finding) => finding.rule)).toEqual(['contract-major']);
    expect(release.answer.report).toBe(
      `[contract-major] built against contract ${otherMajor}; the host speaks contract ${CONTRACT_VERSION} (major ${CONTRACT_VERSION.split('.')[0]})\n` +
        `  - ${CONTRACT_VERSION}\n  + ${otherMajor}`,
    );

    const history = await releaseCommand('releases', 'search');
    expect(history).toMatch(new RegExp(`refused\\s+${escapeRegExp(release.version)}.*contract-major`));
    await expect.poll(() => servedVersion(page.request, 'search')).toBe(stable);
  });

  test('refuses a release over its JS budget, naming the module, its size and the budget', async ({ page }) => {
    const stable = await ensureStable('search');
    const release = await publishCopy('search', 'heavy', {
      // 64 KiB of incompressible bytes in the search box's chunk: 64 KiB more gzip before intent, over any budget.
      change: ({ dir, manifest }) => {
        const chunk = syncChunksOf(manifest, 'search-box').at(-1) ?? '';
        appendFileSync(path.join(dir, chunk), `\n/* ${randomBytes(64 * 1024).toString('base64')} */\n`);
      },
    });

    expect(release.status).toBe(422);
    const findings = release.answer.findings ?? [];
    expect(findings.map((finding) => finding.rule)).toEqual(['js-budget']);
    const [finding] = findings;
    const [, loads = '', budget = ''] =
      /^"search-box" loads (\d+\.\d) KiB of JS \(gzip, entry included\) before intent; the budget is (\d+\.\d) KiB$/.exec(
        finding?.message ?? '',
      ) ?? [];
    expect(Number(loads)).toBeGreaterThan(Number(budget));
    expect(finding?.expected).toBe(`<= ${budget} KiB`);
    expect(finding?.actual).toBe(`${loads} KiB`);
    expect(release.answer.report).toContain(`  - <= ${budget} KiB\n  + ${loads} KiB`);

    const history = await releaseCommand('releases', 'search');
    expect(history).toMatch(new RegExp(`refused\\s+${escapeRegExp(release.version)}.*js-budget`));
    await expect.poll(() => servedVersion(page.request, 'search')).toBe(stable);
  });

  test('refuses a release that sends an event without a field a live remote listens for, naming both sides', async ({
    page,
  }) => {
    // The auth remote listens to "auth/open" and reads its operation; navigation sends it.
    const listener = await promoteCopy('auth', 'listener');
    const stable = await ensureStable('navigation');
    const { stable: hostVersion } = await registry.channels('shell');
    const host = hostVersion ? `shell@${hostVersion} (host)` : "shell (the API's contract)";

    const release = await publishCopy('navigation', 'no-operation', {
      facts: (facts) => {
        const sent = facts.surface.sends['auth/open'] ?? {};
        const { operation: _, ...properties } = sent.properties as Record<string, unknown>;
        facts.surface.sends['auth/open'] = { ...sent, properties, required: [] };
        return facts;
      },
    });

    expect(release.status).toBe(422);
    expect(release.answer.error).toBe(`navigation@${release.version} was refused by the release gate.`);
    const sender = `navigation@${release.version} (new)`;
    const auth = `auth@${listener.version} (stable)`;
    expect(release.answer.report).toBe(
      [
        `[event-field-removed] ${sender} sends "auth/open" without "operation", which ${host} requires where it validates it`,
        `  - ${host}: "auth/open" operation required`,
        `  + ${sender}: "auth/open" operation absent`,
        `[event-field-removed] ${sender} sends "auth/open" without "operation", which ${auth} requires where it listens to it`,
        `  - ${auth}: "auth/open" operation required`,
        `  + ${sender}: "auth/open" operation absent`,
      ].join('\n'),
    );

    const history = await releaseCommand('releases', 'navigation');
    expect(history).toMatch(new RegExp(`refused\\s+${escapeRegExp(release.version)}.*event-field-removed`));
    await expect.poll(() => servedVersion(page.request, 'navigation')).toBe(stable);
  });

  test('passes a release whose change is additive: a new optional field in an event it sends', async () => {
    await promoteCopy('auth', 'listener');
    const release = await publishCopy('navigation', 'additive', {
      facts: (facts) => {
        const sent = facts.surface.sends['auth/open'] ?? {};
        const properties = { ...(sent.properties as Record<string, unknown>), source: { type: 'string' } };
        facts.surface.sends['auth/open'] = { ...sent, properties };
        return facts;
      },
    });
    expect(release.answer.findings ?? []).toEqual([]);
    expect(release.status).toBe(201);
  });
});
