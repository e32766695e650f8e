import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteName } from '@inkpot/shared-contracts';
import type { ParcelRenderRequest } from '../../page-contract/render.ts';
import type { FromSandbox, RenderMessage, ToSandbox } from './parcel-sandbox-protocol.ts';

/** A server build's code, checked against the integrity the release registry holds for it. */
export interface CheckedServerBuild {
  /** The build's URL and integrity: one build, whichever page asks. */
  key: string;
  url: string;
  code: string;
}

export interface SandboxRender extends Omit<ParcelRenderRequest, 'signal'> {
  build: CheckedServerBuild;
  nonce: string;
  api: RenderMessage['api'];
}

/**
 * Renders parcels through remote server builds in processes of their own (parcel-sandbox-child.ts):
 * one per remote, so one remote's build cannot see another's pages or answers. A build that throws
 * rejects; one that takes longer than the page waits is aborted, and a process that still does not
 * answer soon after (a build stuck in a loop) is ended and started again for the next page.
 */
export interface ParcelSandbox {
  render(request: SandboxRender, signal: AbortSignal): Promise<{ html: string | null; contractVersion: string } | null>;
  close(): void;
}

export interface ParcelSandboxOptions {
  /** The sandbox's program: parcel-sandbox-child.ts beside this file. */
  childFile: string;
  /** The module that makes a parcel's mount props from its page: the host's server build (serverParcelProps). */
  propsModule: string;
  /** The packages a build takes from the edge (SERVER_PROVIDED). */
  provided: readonly string[];
  /** What a sandbox may read besides its own folder and the props module's: code only (codeFolders). */
  readPaths: readonly string[];
  /** The environment a sandbox gets: none of the edge's, only what rendering reads. */
  env?: Readonly<Record<string, string>>;
  /** How long an aborted render may take to answer before its process is ended. */
  stuckAfterMs?: number;
  /** The most memory a sandbox's heap may take. */
  maxHeapMb?: number;
  /**
   * Where each sandbox's inspector listens on 127.0.0.1 (a bench reads its memory there), by remote;
   * none without it.
   */
  inspectPortOf?: (remote: RemoteName) => number;
  logger?: Pick<Console, 'warn'>;
}

/**
 * The folders a sandbox reads code from: the host's own (the sandbox's program, the host's server
 * build, its package.json) and every node_modules folder Node looks packages up in from there. Node
 * refuses a lookup in a folder it may not read rather than skip it, so the lookup chain is allowed
 * whole (those that exist).
 */
export function codeFolders(hostDir: string): string[] {
  const lookups = createRequire(path.join(hostDir, 'package.json')).resolve.paths('react') ?? [];
  return [hostDir, ...lookups.filter((dir) => existsSync(dir))];
}

/** What a sandbox's environment keeps of the edge's: how to render, nothing to sign or connect with. */
export function sandboxEnvOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    (['NODE_ENV', 'TZ', 'LANG'] as const).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
}

interface Sandbox {
  child: ChildProcess;
  loaded: Set<string>;
  pending: Map<number, (answer: FromSandbox | null) => void>;
}

export function parcelSandbox({
  childFile,
  propsModule,
  provided,
  readPaths,
  env = sandboxEnvOf(process.env),
  stuckAfterMs = 2_000,
  maxHeapMb = 256,
  inspectPortOf,
  logger = console,
}: ParcelSandboxOptions): ParcelSandbox {
  const sandboxes = new Map<RemoteName, Sandbox>();
  let nextId = 1;

  function start(remote: RemoteName): Sandbox {
    const child = fork(childFile, [propsModule, JSON.stringify(provided)], {
      execArgv: [
        '--permission',
        ...[path.dirname(childFile), path.dirname(propsModule), ...readPaths].map((dir) => `--allow-fs-read=${dir}`),
        `--max-old-space-size=${maxHeapMb}`,
        ...(inspectPortOf ? ['--allow-inspector', `--inspect=127.0.0.1:${inspectPortOf(remote)}`] : []),
      ],
      env: { ...env },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const sandbox: Sandbox = { child, loaded: new Set(), pending: new Map() };
    child.on('message', (message: FromSandbox) => {
      sandbox.pending.get(message.id)?.(message);
      sandbox.pending.delete(message.id);
    });
    const gone = () => {
      if (sandboxes.get(remote) === sandbox) sandboxes.delete(remote);
      for (const settle of sandbox.pending.values()) settle(null);
      sandbox.pending.clear();
    };
    child.on('exit', (code, signal) => {
      if (code !== 0) logger.warn(`[edge] The parcel sandbox of ${remote} ended (${signal ?? `exit ${code}`}).`);
      gone();
    });
    child.on('error', (error) => {
      logger.warn(`[edge] The parcel sandbox of ${remote} failed:`, error);
      gone();
    });
    sandboxes.set(remote, sandbox);
    return sandbox;
  }

  return {
    render({ build, remote, parcel, data, page, nonce, api }, signal) {
      if (signal.aborted) return Promise.resolve(null);
      const sandbox = sandboxes.get(remote) ?? start(remote);
      const id = nextId++;
      const message: ToSandbox = {
        type: 'render',
        id,
        build: { key: build.key, url: build.url, ...(!sandbox.loaded.has(build.key) && { code: build.code }) },
        parcel,
        remote,
        data,
        page,
        nonce,
        api,
      };
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          sandbox.pending.delete(id);
          resolve(null);
          sandbox.child.send({ type: 'abort', id } satisfies ToSandbox, () => undefined);
          // It answers an abort as soon as its build lets it; a build that does not is stuck.
          const stuck = setTimeout(() => {
            logger.warn(
              `[edge] The server build of ${remote} did not stop rendering "${parcel}"; its sandbox restarts.`,
            );
            sandbox.child.kill('SIGKILL');
          }, stuckAfterMs);
          stuck.unref();
          sandbox.pending.set(id, () => clearTimeout(stuck));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        sandbox.pending.set(id, (answer) => {
          signal.removeEventListener('abort', onAbort);
          if (answer === null) resolve(null);
          else if ('error' in answer) reject(new Error(`${build.url}: ${answer.error}`));
          else resolve({ html: answer.html, contractVersion: answer.contractVersion });
        });
        try {
          sandbox.child.send(message, (error) => {
            if (!error) return;
            sandbox.pending.get(id)?.(null);
            sandbox.pending.delete(id);
          });
          sandbox.loaded.add(build.key);
        } catch (error) {
          // Not serialisable (a parcel's data that is not plain data): left to the browser.
          sandbox.pending.delete(id);
          signal.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    close() {
      for (const { child } of sandboxes.values()) child.kill();
      sandboxes.clear();
    },
  };
}
