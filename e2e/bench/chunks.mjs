// npm run bench:chunks — what is inside each built chunk (after `npm run build`): per part (host
// and each remote) every JS chunk with its role (entry, exposed module, shared package, async),
// its raw and gzip bytes, and the bytes per npm package read from its source map, the way
// source-map-explorer counts them. Then the code that is in more than one chunk: the same npm
// package in several chunks of one part (e.g. a helper copied into each exposed module), and in
// the remote entries of several remotes (e.g. a federation runtime each remote carries).
// `node e2e/bench/chunks.mjs --all` lists every package of every chunk, not only the largest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';
import { REMOTES } from '@inkpot/config/env';
import { cli, examples } from '@inkpot/config/cli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { all: showAll } = cli('bench:chunks', 'What is inside each built chunk, and the code in more than one chunk.')
  .option('--all', 'list every package of every chunk, not only the largest', false)
  .addHelpText('after', examples(['npm run bench:chunks', 'node e2e/bench/chunks.mjs --all']))
  .parse(process.argv)
  .opts();
const TOP = 4;
const PARTS = [['shell', 'shell-host'], ...REMOTES.map((remote) => [remote, `mfe-${remote}`])];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** Which package a source of a source map belongs to. */
function packageOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules !== -1) {
    const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (source.includes('shared-contracts/')) return '@inkpot/shared-contracts';
  if (/\/webpack\/(runtime|bootstrap|startup|before-startup|container-entry)/.test(source)) return '(webpack runtime)';
  if (source.includes('external ')) return '(external reference)';
  return '(own code)';
}

/** Bytes of the minified chunk per package, from the generated ranges each mapping covers. */
function packagesOf(code, map) {
  const trace = new TraceMap(map);
  const lines = code.split('\n');
  const pieces = new Map();
  const add = (pkg, text) => pieces.set(pkg, (pieces.get(pkg) ?? '') + text);
  decodedMappings(trace).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let covered = 0;
    segments.forEach((segment, index) => {
      const start = segment[0];
      const end = segments[index + 1]?.[0] ?? line.length;
      if (start > covered) add('(unmapped)', line.slice(covered, start));
      add(segment.length > 1 ? packageOf(trace.sources[segment[1]] ?? '') : '(unmapped)', line.slice(start, end));
      covered = end;
    });
    if (covered < line.length) add('(unmapped)', line.slice(covered));
  });
  return [...pieces]
    .map(([pkg, text]) => ({ pkg, raw: Buffer.byteLength(text), gzip: gzip(text) }))
    .filter((row) => row.raw > 0)
    .sort((a, b) => b.raw - a.raw);
}

/** Role of each chunk file: the manifest of a remote, the HTML of the host. */
function rolesOf(dist) {
  const roles = new Map();
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    roles.set(manifest.metaData.remoteEntry.name, 'remote entry');
    for (const expose of manifest.exposes) {
      const own = expose.assets.js.sync.find((file) => file.startsWith('__federation_expose_'));
      for (const file of expose.assets.js.sync)
        if (!roles.has(file)) roles.set(file, file === own ? `expose ${expose.path}` : `with ${expose.path}`);
    }
    for (const shared of manifest.shared)
      for (const file of shared.assets.js.sync) if (!roles.has(file)) roles.set(file, `shared ${shared.name}`);
  }
  const htmlPath = path.join(dist, 'index.html');
  if (existsSync(htmlPath)) {
    for (const [, file] of readFileSync(htmlPath, 'utf8').matchAll(/<script[^>]*src="[^"]*?([^/"]+\.js)"/g))
      roles.set(file, 'initial (in the page)');
  }
  return roles;
}

const chunks = [];
for (const [part, folder] of PARTS) {
  const dist = path.join(root, folder, 'dist');
  if (!existsSync(dist)) throw new Error(`${folder}/dist is missing: run \`npm run build\` first.`);
  const roles = rolesOf(dist);
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const mapPath = path.join(dist, `${file}.map`);
    const packages = existsSync(mapPath) ? packagesOf(code, JSON.parse(readFileSync(mapPath, 'utf8'))) : [];
    chunks.push({
      part,
      file,
      role: roles.get(file) ?? 'async',
      raw: Buffer.byteLength(code),
      gzip: gzip(code),
      packages,
    });
  }
}

const ROLE_ORDER = ['initial', 'remote entry', 'expose', 'with', 'shared', 'async'];
const roleRank = (role) => ROLE_ORDER.findIndex((prefix) => role.startsWith(prefix));
for (const [part] of PARTS) {
  const own = chunks.filter((chunk) => chunk.part === part);
  own.sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.role.localeCompare(b.role) || b.raw - a.raw);
  const total = own.reduce((sum, chunk) => ({ raw: sum.raw + chunk.raw, gzip: sum.gzip + chunk.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`\n${part}: ${own.length} chunks, ${kib(total.gzip)} gzip, ${kib(total.raw)} raw`);
  for (const chunk of own) {
    console.log(
      `  ${chunk.role.padEnd(30)} ${chunk.file.padEnd(48)} ${kib(chunk.gzip).padStart(10)} gzip ${kib(chunk.raw).padStart(10)} raw`,
    );
    for (const row of showAll ? chunk.packages : chunk.packages.slice(0, TOP))
      console.log(`      ${row.pkg.padEnd(44)} ${kib(row.raw).padStart(10)} raw  ~${kib(row.gzip)} gzip`);
  }
}

// Same npm package in more than one chunk. Only npm packages count: own code and the webpack
// runtime of each chunk are expected everywhere.
const isNpm = (pkg) => !pkg.startsWith('(');
const MIN_BYTES = 512;
const spread = (filter) => {
  const byPackage = new Map();
  for (const chunk of chunks.filter(filter))
    for (const row of chunk.packages.filter((row) => isNpm(row.pkg) && row.raw >= MIN_BYTES)) {
      byPackage.set(row.pkg, [...(byPackage.get(row.pkg) ?? []), { chunk, row }]);
    }
  return [...byPackage].filter(([, places]) => places.length > 1);
};
const printSpread = (title, rows, describe) => {
  console.log(`\n${title}`);
  if (!rows.length) console.log('  none');
  for (const [pkg, places] of rows.sort((a, b) => b[1].length - a[1].length)) {
    const raw = places.reduce((sum, { row }) => sum + row.raw, 0);
    const gz = places.reduce((sum, { row }) => sum + row.gzip, 0);
    console.log(
      `  ${pkg.padEnd(44)} ${String(places.length).padStart(2)} copies ${kib(raw).padStart(10)} raw ~${kib(gz)} gzip`,
    );
    console.log(`      ${places.map(describe).join(', ')}`);
  }
};
for (const [part] of PARTS) {
  printSpread(
    `${part}: npm packages in more than one chunk (>= ${MIN_BYTES} B each)`,
    spread((chunk) => chunk.part === part),
    ({ chunk, row }) => `${chunk.role} (${kib(row.raw)})`,
  );
}
printSpread(
  `Remote entries: npm packages in more than one remote's entry (>= ${MIN_BYTES} B each)`,
  spread((chunk) => chunk.role === 'remote entry'),
  ({ chunk, row }) => `${chunk.part} (${kib(row.raw)})`,
);
