// What a remote's build knows about itself, for the release registry and its gate:
// written to dist/release.json next to mf-manifest.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, Source, TypeInfo, visit, visitWithTypeInfo, buildSchema } from 'graphql';

/** `bus.publish('type'` and `bus.on('type'` (any receiver name): the events a module sends and hears. */
const BUS_CALL = /\.(publish|on)\(\s*'([a-z]+\/[a-z-]+)'/g;

/** The npm package a module file belongs to (`@scope/name` or `name`), null outside node_modules. */
export function packageOf(resource) {
  const at = resource.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (at < 0) return null;
  const [first, second] = resource.slice(at + 14).split(path.sep);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The events found in some module sources, sorted and without repeats. */
export function busEventsIn(sources) {
  const publishes = new Set();
  const consumes = new Set();
  for (const source of sources) {
    for (const [, call, type] of source.matchAll(BUS_CALL)) (call === 'publish' ? publishes : consumes).add(type);
  }
  return { publishes: [...publishes].sort(), consumes: [...consumes].sort() };
}

/** Each event with the digest of the schema this build knew it by (null: not in the contract). */
function withDigests({ publishes, consumes }, digests) {
  const digestOf = (type) => ({ type, schema: digests[type] ?? null });
  return { publishes: publishes.map(digestOf), consumes: consumes.map(digestOf) };
}

function graphqlDocuments(srcDir) {
  return readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(path.dirname(srcDir), file), document: readFileSync(file, 'utf8') };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

const PUBLISHED_SCHEMA = path.resolve(import.meta.dirname, '..', '..', 'shared-contracts', 'graphql', 'schema.graphql');

/**
 * Each operation and fragment of some GraphQL documents with the schema coordinates it selects
 * (`Type.field`), read against the schema the build compiled against (the one the API publishes).
 * @param {{ file: string, document: string }[]} documents
 */
export function operationFields(documents, schemaText = readFileSync(PUBLISHED_SCHEMA, 'utf8')) {
  const schema = buildSchema(schemaText);
  const operations = [];
  for (const { file, document } of documents) {
    let parsed;
    try {
      parsed = parse(new Source(document, file));
    } catch {
      continue; // The gate's graphql rule reports a document that does not parse.
    }
    for (const definition of parsed.definitions) {
      if (definition.kind !== 'OperationDefinition' && definition.kind !== 'FragmentDefinition') continue;
      const fields = new Set();
      const typeInfo = new TypeInfo(schema);
      visit(
        definition,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const parent = typeInfo.getParentType();
            if (parent && !node.name.value.startsWith('__')) fields.add(`${parent.name}.${node.name.value}`);
          },
        }),
      );
      operations.push({
        name: definition.name?.value ?? '(anonymous)',
        kind: definition.kind === 'FragmentDefinition' ? 'fragment' : definition.operation,
        file,
        fields: [...fields].sort(),
      });
    }
  }
  return operations;
}

/** The JSON Schema of each event of the contract this build compiled against (`{}` for one it does not know). */
function eventSurface(types, schemas) {
  return Object.fromEntries(types.map((type) => [type, schemas[type] ?? {}]));
}

/**
 * What a host build provides, for the release gate: the bus it validates every event with, the
 * events it sends and listens to itself, the parcels it mounts with the props it passes each, and
 * its GraphQL operations.
 * @param {string} hostDir the host's folder (`shell-host`)
 */
export async function hostContractSurface(hostDir) {
  const { eventJsonSchemas, providedParcelProps } = await import('@inkpot/shared-contracts/contract-surface');
  const bus = eventJsonSchemas();
  const srcDir = path.join(hostDir, 'src');
  const sources = readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  const { publishes, consumes } = busEventsIn(sources);
  return {
    bus,
    sends: eventSurface(publishes, bus),
    listens: eventSurface(consumes, bus),
    mounts: providedParcelProps(),
    operations: operationFields(graphqlDocuments(srcDir)),
  };
}

/** Each module of a chunk, the modules inside a concatenated one included. */
function* modulesOf(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    if (module.modules) yield* module.modules;
    else yield module;
  }
}

export class ReleaseInfoPlugin {
  /** @param {{ name: string, version: string, contractVersion: string, dir: string, exposes: string[] }} info */
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ReleaseInfoPlugin', async (compilation) => {
      // The contract this build compiled against (Node runs the TypeScript source as is).
      const { eventSchemaDigests } = await import('@inkpot/shared-contracts/event-schema-digests');
      const { eventJsonSchemas, requiredParcelProps } = await import('@inkpot/shared-contracts/contract-surface');
      const digests = eventSchemaDigests();
      const schemas = eventJsonSchemas();
      const { name, version, contractVersion, dir, exposes } = this.info;
      const manifestText = readFileSync(path.join(compiler.outputPath, 'mf-manifest.json'));
      const manifest = JSON.parse(manifestText.toString('utf8'));
      const digest = createHash('sha256').update(manifestText).digest('hex').slice(0, 10);
      const srcDir = path.join(dir, 'src');

      // What loads before any intent: the entry and each exposed module's synchronous chunks.
      const initialFiles = new Set([
        manifest.metaData.remoteEntry.name,
        ...manifest.exposes.flatMap((expose) => expose.assets.js.sync),
      ]);
      const initialPackages = {};
      const sources = [];
      for (const chunk of compilation.chunks) {
        const initial = [...chunk.files].some((file) => initialFiles.has(file));
        for (const module of modulesOf(compilation, chunk)) {
          const resource = module.resource ?? '';
          const pkg = packageOf(resource);
          if (initial && pkg) initialPackages[pkg] = (initialPackages[pkg] ?? 0) + module.size();
          if (!pkg && resource.startsWith(srcDir)) sources.push(module.originalSource()?.source().toString() ?? '');
        }
      }

      const events = busEventsIn(sources);
      const operations = graphqlDocuments(srcDir);
      const release = {
        name,
        version: `${version}+${digest}`,
        contractVersion,
        facts: {
          exposes,
          events: withDigests(events, digests),
          operations,
          initialPackages: Object.fromEntries(Object.entries(initialPackages).sort(([a], [b]) => a.localeCompare(b))),
          build: { builtAt: new Date().toISOString(), webpack: compiler.webpack.version },
          // The contract surface it uses and provides: the gate compares it with the releases it joins.
          surface: {
            sends: eventSurface(events.publishes, schemas),
            listens: eventSurface(events.consumes, schemas),
            mountProps: Object.fromEntries(exposes.map((expose) => [expose, requiredParcelProps(name, expose)])),
            exposes,
            operations: operationFields(operations),
          },
        },
      };
      writeFileSync(path.join(compiler.outputPath, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    });
  }
}
