// Every file of a remote's release gets its integrity in the release's own manifest: the registry
// records the manifest's integrity, so a checked manifest vouches for each chunk and style it names
// (the browser's last-known-good worker keeps only bytes that match).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUILD_FILE } from './federation.mjs';

/** Subresource integrity of some bytes (`sha384-<base64>`), as browsers and the registry check it. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The manifest's field: file (relative to the manifest) -> integrity. */
export const MANIFEST_INTEGRITY_FIELD = 'integrity';

/** Every script and style a manifest names: the entry and each exposed module's and shared package's files. */
export function manifestFiles(manifest) {
  const { remoteEntry } = manifest.metaData ?? {};
  const assetsOf = ({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ];
  return [
    ...new Set([
      ...(remoteEntry?.name ? [`${remoteEntry.path ?? ''}${remoteEntry.name}`] : []),
      ...(manifest.exposes ?? []).flatMap(assetsOf),
      ...(manifest.shared ?? []).flatMap(assetsOf),
    ]),
  ].sort();
}

/**
 * Writes `integrity` into `mf-manifest.json` once every asset is final (after minifying, source map
 * comments and real content hashes; Module Federation writes the manifest at OPTIMIZE_TRANSFER).
 */
export class ChunkIntegrityPlugin {
  constructor({ manifest = 'mf-manifest.json' } = {}) {
    this.manifest = manifest;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkIntegrityPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const asset = compilation.getAsset(this.manifest);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          const integrity = {};
          for (const file of manifestFiles(manifest)) {
            const named = compilation.getAsset(file);
            if (!named) {
              compilation.errors.push(new compiler.webpack.WebpackError(`${this.manifest} names ${file}, not built`));
              continue;
            }
            integrity[file] = sri(named.source.buffer());
          }
          manifest[MANIFEST_INTEGRITY_FIELD] = integrity;
          compilation.updateAsset(
            this.manifest,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The integrities the release registry records for a built remote in `dist`: its manifest, its
 * entry and, when it has one, its server build (the edge runs none it cannot check).
 */
export function releaseIntegrities(dist) {
  const manifest = readFileSync(path.join(dist, 'mf-manifest.json'));
  const { remoteEntry } = JSON.parse(manifest.toString('utf8')).metaData;
  const serverBuild = path.join(dist, SERVER_BUILD_FILE);
  return {
    manifestIntegrity: sri(manifest),
    entryIntegrity: sri(readFileSync(path.join(dist, `${remoteEntry.path ?? ''}${remoteEntry.name}`))),
    ...(existsSync(serverBuild) && { serverIntegrity: sri(readFileSync(serverBuild)) }),
  };
}
