import type { FederationRuntime } from './remote-loader.ts';

/** The exposed modules of the monolith build: one lazy import per `inkpot_<remote>/<parcel>` id. */
export type ExposedModules = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * The loader's runtime for the monolith build: it resolves `loadRemote(id)` from a static import
 * map instead of fetching remote entries, so the loader (timeouts, retries, contract check) stays
 * the one the federated build runs. Registering remotes has nothing to fetch; an id the map does
 * not hold fails as a remote the federation runtime cannot find would.
 */
export function createStaticRuntime(modules: ExposedModules): FederationRuntime {
  return {
    registerRemotes: () => undefined,
    async loadRemote<T>(id: string): Promise<T | null> {
      const load = Object.hasOwn(modules, id) ? modules[id] : undefined;
      if (!load) throw new Error(`the monolith build has no exposed module "${id}"`);
      return (await load()) as T;
    },
  };
}
