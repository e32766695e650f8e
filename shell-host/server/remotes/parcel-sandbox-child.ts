/**
 * A parcel sandbox (parcel-sandbox.ts starts one per remote): the process a remote's server builds
 * run in. Node's permission model confines it to reading code (the packages and the host's own
 * folder): no writes, no other files (the data folder), no child processes or workers, and its
 * environment holds none of the edge's secrets. A build's `require` gives the edge's shared
 * packages (one React with the page's server renderer) and Node's built-ins, which the permission
 * model guards like everything else.
 */
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { MountProps } from '@inkpot/shared-contracts';
import type { RemoteServerModule, ServerParcelRequest } from '@inkpot/shared-contracts/server-parcels';
import type { ServerParcelPropsInput } from '../../page-contract/render.ts';
import type { FromSandbox, RenderMessage, ToSandbox } from './parcel-sandbox-protocol.ts';

const [propsModule = '', providedList = '[]'] = process.argv.slice(2);
const edgeRequire = createRequire(import.meta.url);
const provided = new Set<string>(JSON.parse(providedList) as string[]);
const { serverParcelProps } = edgeRequire(propsModule) as {
  serverParcelProps: (input: ServerParcelPropsInput) => MountProps;
};

/** Runs a server build's CommonJS file with the packages this process provides. */
function evaluateServerBuild(code: string, url: string): RemoteServerModule {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename: url,
  }) as (exports: unknown, require: (id: string) => unknown, module: { exports: unknown }) => void;
  const module = { exports: {} as unknown };
  wrapper.call(
    module.exports,
    module.exports,
    (id) => {
      if (provided.has(id) || isBuiltin(id)) return edgeRequire(id);
      throw new Error(`${url} asked for "${id}", which the edge does not provide: a server build bundles it.`);
    },
    module,
  );
  const exported = module.exports as Partial<RemoteServerModule> | null;
  if (typeof exported?.prerenderParcel !== 'function' || typeof exported.contractVersion !== 'string')
    throw new Error(`${url} is not a server build: it exports no prerenderParcel and contractVersion.`);
  return exported as RemoteServerModule;
}

/** The builds this process has run, by key (URL and integrity); few: one remote's releases. */
const builds = new Map<string, RemoteServerModule>();
const MAX_BUILDS = 8;
const running = new Map<number, AbortController>();

function buildOf({ key, url, code }: RenderMessage['build']): RemoteServerModule {
  const known = builds.get(key);
  if (known) return known;
  if (code === undefined) throw new Error(`${url} was never sent to this sandbox`);
  const build = evaluateServerBuild(code, url);
  if (builds.size >= MAX_BUILDS) builds.delete(builds.keys().next().value as string);
  builds.set(key, build);
  return build;
}

const answer = (message: FromSandbox) => process.send?.(message);

async function render(message: RenderMessage) {
  const controller = new AbortController();
  running.set(message.id, controller);
  try {
    const build = buildOf(message.build);
    const { state, url, cache } = message.page;
    const request: ServerParcelRequest = {
      props: serverParcelProps({ state, url, cache, remote: message.remote, data: message.data }),
      nonce: message.nonce,
      api: message.api,
      signal: controller.signal,
    };
    const html = await build.prerenderParcel(message.parcel, request);
    answer({ id: message.id, html: typeof html === 'string' ? html : null, contractVersion: build.contractVersion });
  } catch (error) {
    answer({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    running.delete(message.id);
  }
}

process.on('message', (message: ToSandbox) => {
  if (message.type === 'abort') running.get(message.id)?.abort(new Error('the page could wait no longer'));
  else void render(message);
});
// The edge gone, this process has no one to render for.
process.on('disconnect', () => process.exit(0));
