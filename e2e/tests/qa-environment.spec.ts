import { COMPOSITION } from '../fixtures/environment.ts';
import { expect, test } from '../fixtures/test.ts';

// QA runs the suite against a composition snapshot: INKPOT_COMPOSITION=<id> (fixtures/environment.ts).
test('every page the suite loads is served from the composition snapshot it was given', async ({ page, topBar }) => {
  test.skip(!COMPOSITION, 'runs when the suite is given INKPOT_COMPOSITION');
  for (const path of ['/', '/@rosabergstrom']) {
    const response = await page.goto(path);
    // The document request asked for the snapshot, and the edge answered from it (an unknown id
    // would be answered from the current composition).
    expect(new URL(response?.request().url() ?? '').searchParams.get('composition'), path).toBe(COMPOSITION);
    expect(response?.headers()['inkpot-composition'], path).toBe(COMPOSITION);
    // The address the reader sees stays clean; the page says which snapshot it runs.
    expect(new URL(page.url()).searchParams.has('composition')).toBe(false);
    const registry = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('inkpot-state')?.textContent ?? '{}') as {
            registry?: { composition?: string };
          }
        ).registry,
    );
    expect(registry?.composition).toBe(COMPOSITION);
  }
  await topBar.slot.expectState('mounted');
});
