/** @jest-environment node */
// The docs link to real files: every relative link of docs/**/*.md and of the package READMEs must
// name a file or folder that exists, and every path CODEOWNERS names must exist too, so a page cannot
// keep pointing at code that moved. Links to other sites and links within a page are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const relative = (file) => path.relative(root, file);

/** Top-level names git leaves out (`.gitignore` lines that name one folder), and git's own. */
function ignoredAtRoot() {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  const names = lines.map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''));
  return new Set(['.git', ...names.filter((name) => name && !/[*/!#]/.test(name))]);
}

/** The repository's top-level folders, as a clone has them. */
function topLevelFolders() {
  const ignored = ignoredAtRoot();
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

function markdownUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every docs page, the repository's README and each package's. */
function checkedMarkdown() {
  const readmes = ['.', ...topLevelFolders()]
    .map((folder) => path.join(root, folder, 'README.md'))
    .filter((file) => existsSync(file));
  return [...new Set([...markdownUnder(path.join(root, 'docs')), ...readmes])];
}

/** Blanks out code (fenced blocks and inline spans) keeping line breaks, so links in it do not count. */
function withoutCode(markdown) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[^\n]*(?=\n|$)|$)/gm, blank)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}

/** The targets of a page's links (`[text](target)`, images, `[label]: target`), with their line. */
export function markdownLinks(markdown) {
  const text = withoutCode(markdown);
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const links = [];
  const inline =
    /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const match of text.matchAll(inline)) links.push({ target: match[1], line: lineOf(match.index) });
  const definitions = /^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm;
  for (const match of text.matchAll(definitions)) links.push({ target: match[1], line: lineOf(match.index) });
  return links.sort((a, b) => a.line - b.line);
}

/**
 * The file a link points at, or null for what is not a file of this repository: another site (any
 * scheme: http, https, mailto) or a place in the same page (`#anchor`). A leading `/` is the
 * repository's root, as GitHub reads it.
 */
export function linkedFile(target, fromFile) {
  const bare = target.replace(/^<|>$/g, '');
  if (bare.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return null;
  const filePart = decodeURIComponent(bare.replace(/[?#].*$/, ''));
  if (filePart === '') return fromFile;
  return filePart.startsWith('/') ? path.join(root, filePart) : path.resolve(path.dirname(fromFile), filePart);
}

/** The links of `file` whose target does not exist, as `line: target`. */
function brokenLinks(file) {
  return markdownLinks(readFileSync(file, 'utf8'))
    .filter(({ target }) => {
      const linked = linkedFile(target, file);
      return linked !== null && !existsSync(linked);
    })
    .map(({ target, line }) => `${relative(file)}:${line}: ${target}`);
}

const CODEOWNERS_PLACES = ['CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'];

/** The CODEOWNERS lines: a path pattern and its owners. */
function codeowners() {
  const place = CODEOWNERS_PLACES.map((name) => path.join(root, name)).find((file) => existsSync(file));
  if (!place) return { file: null, rules: [] };
  const rules = readFileSync(place, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text && !text.startsWith('#'))
    .map(({ text, line }) => {
      const [pattern, ...owners] = text.split(/\s+/);
      return { pattern, owners, line };
    });
  return { file: place, rules };
}

/** What a pattern names, from the root: `/shell-host/` and `shell-host/**` both name `shell-host`. */
const namedPath = (pattern) => pattern.replace(/^\//, '').replace(/(\/\*\*)?\/?$/, '');

describe('links in the docs', () => {
  it('finds the docs and the package READMEs', () => {
    const files = checkedMarkdown().map(relative);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'shell-host/README.md']));
  });

  it.each(checkedMarkdown().map(relative))('%s links only to files that exist', (file) => {
    expect(brokenLinks(path.join(root, file))).toEqual([]);
  });

  it('reads links as GitHub does: code, other sites and anchors are not files', () => {
    const page = [
      'See [the edge](../shell-host/server/app.ts#L10) and [twice](<../docs/a b.md> "title").',
      '`[not a link](nowhere.md)` and [a site](https://example.com) and [here](#top).',
      '```sh',
      '[in a block](nowhere.md)',
      '```',
      '[ref]: ./gone.md',
    ].join('\n');
    const from = path.join(root, 'docs', 'page.md');
    const links = markdownLinks(page);
    expect(links.map(({ target, line }) => [target, line])).toEqual([
      ['../shell-host/server/app.ts#L10', 1],
      ['<../docs/a b.md>', 1],
      ['https://example.com', 2],
      ['#top', 2],
      ['./gone.md', 6],
    ]);
    expect(links.map(({ target }) => linkedFile(target, from) && relative(linkedFile(target, from)))).toEqual([
      'shell-host/server/app.ts',
      'docs/a b.md',
      null,
      null,
      'docs/gone.md',
    ]);
  });
});

describe('CODEOWNERS', () => {
  const { file, rules } = codeowners();

  it('exists, and every line names a path and its owning teams', () => {
    expect(file).not.toBeNull();
    const ownerless = rules.filter(
      ({ owners }) => owners.length === 0 || owners.some((o) => !/^@[\w.-]+\/[\w.-]+$/.test(o)),
    );
    expect(ownerless.map(({ line, pattern }) => `${line}: ${pattern}`)).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = rules
      .filter(({ pattern }) => pattern !== '*')
      .filter(({ pattern }) => {
        // A glob names what exists up to its first wildcard.
        const literal = namedPath(pattern).split('/');
        const upTo = literal.findIndex((segment) => /[*?[\]]/.test(segment));
        const target = path.join(root, ...(upTo < 0 ? literal : literal.slice(0, upTo)));
        if (!existsSync(target)) return true;
        return upTo < 0 && pattern.endsWith('/') && !statSync(target).isDirectory();
      })
      .map(({ line, pattern }) => `${line}: ${pattern}`);
    expect(missing).toEqual([]);
  });

  it('gives every top-level folder, and every folder of shared-contracts, a line of its own', () => {
    const named = new Set(rules.map(({ pattern }) => namedPath(pattern)));
    const contracts = ['shared-contracts', 'shared-contracts/src'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && `${dir}/${entry.name}` !== 'shared-contracts/src')
        .map((entry) => `${dir}/${entry.name}`),
    );
    const unowned = [...topLevelFolders(), ...contracts].filter((folder) => !named.has(folder));
    expect(unowned).toEqual([]);
  });
});
