import {
  CONTRACT_VERSION,
  federationName,
  isCompatibleContract,
  parcelModuleId,
  type ParcelName,
  type RemoteName,
  type RemoteParcelModule,
  type RemoteRelease,
} from '@inkpot/shared-contracts';
import { cacheBusted } from './retry-url.ts';

/** The part of the Module Federation runtime the loader uses (injected so tests can fake it). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export type RemoteFailureReason = 'unregistered' | 'timeout' | 'load-error' | 'contract-mismatch' | 'mount-error';

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  readonly version: string;
  readonly reason: RemoteFailureReason;
  /** False when retrying cannot help (the remote speaks another contract). */
  readonly retryable: boolean;
  constructor(remote: RemoteName, version: string, reason: RemoteFailureReason, detail: string, retryable = true) {
    super(`Remote "${remote}" (version ${version}) failed: ${detail}`);
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.version = version;
    this.reason = reason;
    this.retryable = retryable;
  }
}

/** What the errorLoadRemote plugin hands back instead of throwing inside the runtime. */
export interface RemoteUnavailable {
  __inkpotRemoteUnavailable: true;
  lifecycle: string;
  message: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && '__inkpotRemoteUnavailable' in value;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  releases: readonly RemoteRelease[];
  /** Called once per remote for its first failure on this page. */
  onFailure: (error: RemoteLoadError) => void;
  /**
   * Called once per remote per page with how it ended: its first parcel mounted, or failed for good
   * (after the retries). The release registry watches canaries with it.
   */
  onOutcome?: (outcome: { remote: RemoteName; version: string; ok: boolean; reason?: RemoteFailureReason }) => void;
  timeoutMs?: number;
  /** Delays before each retry; one retry per entry. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export interface LoadAttemptListener {
  /** The first attempt failed: show the fallback now, retries go on in the background. */
  onFirstFailure?: (error: RemoteLoadError) => void;
}

export const REMOTE_LOAD_TIMEOUT_MS = 3000;
export const REMOTE_RETRY_DELAYS_MS = [300, 900] as const;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads remote parcels through the federation runtime with a load timeout, retries with
 * cache-busting, and a contract check. Failures are reported once per remote per page.
 */
export function createRemoteLoader(options: RemoteLoaderOptions) {
  const {
    runtime,
    releases,
    onFailure,
    onOutcome,
    timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
    retryDelaysMs = REMOTE_RETRY_DELAYS_MS,
    sleep = defaultSleep,
  } = options;
  const byName = new Map(releases.map((release) => [release.name, release]));
  const reported = new Set<RemoteName>();
  /** The current attempt number per remote, so parallel parcels share one re-registration. */
  const registeredAttempt = new Map<RemoteName, number>();

  runtime.registerRemotes(
    releases.map((release) => ({ name: federationName(release.name), entry: release.manifestUrl })),
  );
  for (const release of releases) registeredAttempt.set(release.name, 0);

  const settled = new Set<RemoteName>();
  /** How a remote ended on this page (its first parcel's fate), told once. */
  const outcome = (remote: RemoteName, ok: boolean, reason?: RemoteFailureReason) => {
    if (settled.has(remote)) return;
    settled.add(remote);
    onOutcome?.({ remote, version: versionOf(remote), ok, ...(reason ? { reason } : {}) });
  };

  const report = (error: RemoteLoadError) => {
    if (reported.has(error.remote)) return;
    reported.add(error.remote);
    onFailure(error);
  };

  const versionOf = (remote: RemoteName) => byName.get(remote)?.version ?? 'unregistered';

  async function attempt(remote: RemoteName, parcel: ParcelName, attemptNumber: number): Promise<RemoteParcelModule> {
    const release = byName.get(remote);
    const version = versionOf(remote);
    if (!release) {
      throw new RemoteLoadError(remote, version, 'unregistered', 'it is not in the release registry', false);
    }
    if ((registeredAttempt.get(remote) ?? 0) < attemptNumber) {
      registeredAttempt.set(remote, attemptNumber);
      runtime.registerRemotes(
        [{ name: federationName(remote), entry: cacheBusted(release.manifestUrl, attemptNumber) }],
        { force: true },
      );
    }
    let loaded: unknown;
    try {
      loaded = await runtime.loadRemote<unknown>(parcelModuleId(remote, parcel));
    } catch (error) {
      throw new RemoteLoadError(remote, version, 'load-error', `"${parcel}" could not be loaded: ${String(error)}`);
    }
    if (isRemoteUnavailable(loaded)) {
      throw new RemoteLoadError(
        remote,
        version,
        'load-error',
        `"${parcel}" could not be loaded (${loaded.lifecycle}): ${loaded.message}`,
      );
    }
    const module = (loaded as { default?: RemoteParcelModule } | null)?.default;
    if (!module || typeof module.parcel?.mount !== 'function') {
      throw new RemoteLoadError(remote, version, 'load-error', `"${parcel}" does not export a parcel`);
    }
    if (!isCompatibleContract(module.contractVersion)) {
      throw new RemoteLoadError(
        remote,
        version,
        'contract-mismatch',
        `refused to mount "${parcel}": built against contract ${String(module.contractVersion)}, the host speaks ${CONTRACT_VERSION}`,
        false,
      );
    }
    return module;
  }

  return {
    versionOf,
    report,
    outcome,
    /** Resolves with the parcel module, or rejects after the last retry. */
    async load(
      remote: RemoteName,
      parcel: ParcelName,
      listener: LoadAttemptListener = {},
    ): Promise<RemoteParcelModule> {
      // A timed-out attempt is not abandoned: on a slow network or a busy machine it may still
      // arrive during a retry, and whichever attempt succeeds first wins.
      const attempts: Promise<RemoteParcelModule>[] = [];
      for (let attemptNumber = 0; ; attemptNumber += 1) {
        const current = attempt(remote, parcel, attemptNumber);
        current.catch(() => {});
        attempts.push(current);
        try {
          return await withTimeout(
            Promise.any(attempts).catch(() => current),
            timeoutMs,
            () =>
              new RemoteLoadError(
                remote,
                versionOf(remote),
                'timeout',
                `"${parcel}" did not load within ${timeoutMs} ms`,
              ),
          );
        } catch (caught) {
          const error =
            caught instanceof RemoteLoadError
              ? caught
              : new RemoteLoadError(remote, versionOf(remote), 'load-error', String(caught));
          if (attemptNumber === 0) {
            report(error);
            listener.onFirstFailure?.(error);
          }
          const delay = retryDelaysMs[attemptNumber];
          if (!error.retryable || delay === undefined) throw error;
          await sleep(delay);
        }
      }
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
