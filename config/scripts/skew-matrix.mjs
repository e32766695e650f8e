// The version-skew matrix's rules, apart from running it (skew.mjs): which release is each part's
// previous one, which compositions to test, and the matrix as text, JSON and an HTML page.

/** The smoke journeys, the matrix's columns: each is one test of e2e/skew/smoke.spec.ts, titled so. */
export const JOURNEYS = ['sign in', 'top bar and menu', 'search', 'follow with toast', 'banner'];

/**
 * The release the current stable one replaced: the newest entry that made `stable` the stable release
 * (a promotion, or a rollback to it) names the one before. Null when it never replaced one.
 * @param {{ stable: string | null, history: { action: string, version: string | null, previousVersion: string | null }[] }} channels
 *   `npm run releases` data, history newest first
 */
export function previousRelease({ stable, history }) {
  if (!stable) return null;
  const made = history.find(
    (entry) =>
      (entry.action === 'promote' || entry.action === 'rollback') &&
      entry.version === stable &&
      entry.previousVersion &&
      entry.previousVersion !== stable,
  );
  return made?.previousVersion ?? null;
}

/**
 * One row per part: that part at its previous release, everything else current. A part with no
 * previous release, or whose previous one was revoked (it may never serve readers again), is a row
 * without a composition, and the reason.
 * @param {{ name: string, stable: string | null, history: any[], withdrawn?: { version: string, reason: string }[] }[]} parts
 */
export function skewRows(parts) {
  return parts.map((part) => {
    const previous = previousRelease(part);
    const revoked = (part.withdrawn ?? []).some(
      (release) => release.version === previous && release.reason === 'revoked',
    );
    const skipped = !part.stable
      ? 'not released through the registry'
      : !previous
        ? 'no previous release'
        : revoked
          ? `${part.name}@${previous} was revoked`
          : null;
    return { part: part.name, current: part.stable, previous: skipped ? null : previous, skipped };
  });
}

/** The body of `POST /_/composition` for a row: that part at its previous release. */
export const compositionRequest = (row, hostName = 'shell') =>
  row.part === hostName ? { remotes: {}, host: row.previous } : { remotes: { [row.part]: row.previous } };

/**
 * Each journey's outcome from a Playwright JSON report (`--reporter=json`): `passed`, `failed`,
 * `skipped`, or `missing` when the run has no such test.
 */
export function journeyOutcomes(report) {
  const outcomes = Object.fromEntries(JOURNEYS.map((journey) => [journey, 'missing']));
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const journey = JOURNEYS.find((name) => spec.title === name);
      if (!journey) continue;
      const results = spec.tests.flatMap((test) => test.results ?? []);
      const last = results.at(-1)?.status;
      outcomes[journey] =
        last === 'passed' ? 'passed' : last === 'skipped' ? 'skipped' : last === undefined ? 'missing' : 'failed';
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return outcomes;
}

/** A red cell: a journey that failed, or never ran, against a composition that was tested. */
export const isRed = (cell) => cell === 'failed' || cell === 'missing';

/** The matrix as printed: a row per part at N-1, a column per journey. */
export function matrixText(matrix) {
  const mark = { passed: 'ok', failed: 'FAIL', skipped: 'skip', missing: 'FAIL (not run)' };
  const header = ['part at N-1', ...JOURNEYS];
  const rows = matrix.rows.map((row) => [
    row.previous ? `${row.part}@${row.previous}` : `${row.part} (${row.skipped})`,
    ...JOURNEYS.map((journey) => (row.cells ? mark[row.cells[journey]] : '-')),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/** The matrix as a page: each row names its composition and every release in it, and links its Playwright report. */
export function matrixHtml(matrix) {
  const cell = (outcome) =>
    `<td class="${outcome}">${{ passed: 'passed', failed: 'failed', skipped: 'skipped', missing: 'not run' }[outcome]}</td>`;
  const rows = matrix.rows
    .map((row) => {
      const head = `<th scope="row">${escapeHtml(row.previous ? `${row.part}@${row.previous}` : row.part)}${
        row.composition
          ? `<br><small>composition ${escapeHtml(row.composition)}: ${escapeHtml(row.releases.join(', '))}</small><br><a href="${escapeHtml(row.report)}">Playwright report</a>`
          : `<br><small>${escapeHtml(row.skipped ?? row.error ?? '')}</small>`
      }</th>`;
      const cells = row.cells
        ? JOURNEYS.map((journey) => cell(row.cells[journey])).join('')
        : `<td colspan="${JOURNEYS.length}" class="none">${escapeHtml(row.error ?? 'not tested')}</td>`;
      return `<tr>${head}${cells}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Version skew: ${escapeHtml(matrix.verdict)}</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; color: #242424; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ddd; padding: 6px 10px; text-align: left; vertical-align: top; }
  th[scope=row] { max-width: 480px; font-weight: 600; }
  small { font-weight: 400; color: #555; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; }
  .passed { background: #e6f4ea; } .failed, .missing { background: #fce8e6; font-weight: 600; } .skipped, .none { background: #f1f3f4; }
</style>
</head>
<body>
<h1>Version skew: ${escapeHtml(matrix.verdict)}</h1>
<p>Each row runs the smoke journeys against a composition where one part is at its previous release and
every other part at its current one (${escapeHtml(matrix.base)}, ${escapeHtml(matrix.at)}).</p>
<div class="scroll">
<table>
<thead><tr><th scope="col">part at N-1</th>${JOURNEYS.map((journey) => `<th scope="col">${escapeHtml(journey)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</body>
</html>
`;
}
