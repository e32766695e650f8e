/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SourceMapConsumer } from 'source-map';
import webpack from 'webpack';
import { CompileHintsPlugin } from './compile-hints.mjs';

/** A page whose entry loads its own page module and, apart, a library it calls little of. */
function project() {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('node_modules/rxjs/index.js', 'export function interval(ms) { return ["interval", ms]; }\n');
  write('src/page.js', 'export function renderPage(title) {\n  return `<h1>${title}</h1>`;\n}\n');
  write(
    'src/main.js',
    'export async function start() {\n  const [{ renderPage }, { interval }] = await Promise.all([import("./page.js"), import("rxjs")]);\n  return renderPage("Night trains") + interval(5);\n}\nstart();\n',
  );
  return dir;
}

function build(dir) {
  return new Promise((resolve, reject) =>
    webpack({
      mode: 'production',
      context: dir,
      entry: { main: './src/main.js' },
      devtool: 'source-map',
      output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
      plugins: [new CompileHintsPlugin()],
    }).run((error, stats) => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(stats))),
  );
}

describe('CompileHintsPlugin', () => {
  it('marks the chunks the page runs for eager compilation, after minification, and keeps their source maps right', async () => {
    const dir = project();
    await build(dir);
    const files = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    const text = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8');
    const withHint = files.filter((file) => text(file).startsWith('//# allFunctionsCalledOnLoad\n'));
    const rxjsChunk = files.find((file) => text(file).includes('"interval"'));
    expect(files).toHaveLength(3);
    // The entry and the page's own module; not the library chunk.
    expect(withHint.sort()).toEqual(files.filter((file) => file !== rxjsChunk).sort());

    // Source maps count the hint's line: the page's markup maps to its line in page.js.
    const page = withHint.find((file) => text(file).includes('<h1>'));
    const line = text(page)
      .split('\n')
      .findIndex((content) => content.includes('<h1>'));
    const column = text(page).split('\n')[line].indexOf('<h1>');
    const map = await new SourceMapConsumer(JSON.parse(text(`${page}.map`)));
    const original = map.originalPositionFor({ line: line + 1, column });
    expect(original.source).toMatch(/src\/page\.js$/);
    expect(original.line).toBe(2);
  }, 30_000);
});
