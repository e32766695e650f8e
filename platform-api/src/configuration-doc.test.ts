/**
 * docs/configuration.md cannot go stale: its table of the services' settings names exactly the
 * settings the edge's and the tools' schema (config/env.mjs) and the API's (config.ts) validate.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { API_SETTINGS } from './config.ts';
import { ENV_SETTINGS } from './environment.ts';

const DOC = path.join(import.meta.dirname, '..', '..', 'docs', 'configuration.md');

/** The names in the first column of the table under "## Services". */
function documentedSettings(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Services')) ?? '';
  return [...section.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((match) => match[1] ?? '');
}

describe('docs/configuration.md', () => {
  it('lists every setting of both schemas, and none that neither has', () => {
    const documented = documentedSettings(readFileSync(DOC, 'utf8'));
    const validated = new Set([...ENV_SETTINGS, ...API_SETTINGS]);
    assert.deepEqual(
      [...validated].filter((name) => !documented.includes(name)).sort(),
      [],
      'settings missing from docs/configuration.md',
    );
    assert.deepEqual(
      documented.filter((name) => !validated.has(name)).sort(),
      [],
      'settings documented that no schema has',
    );
    assert.equal(new Set(documented).size, documented.length, 'a setting documented twice');
  });
});
