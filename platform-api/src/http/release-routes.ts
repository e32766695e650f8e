/**
 * The release registry over HTTP. Public: `GET /_/composition` (what the edge serves
 * now) and `GET /_/composition/:id` (a snapshot). Admin, with `Authorization: Bearer
 * <DEPLOY_TOKEN>`: register a release (the API fetches its manifest and entry, checks their
 * integrity, measures them and runs the gate), promote, canary, roll back, revoke, history. The edge
 * never forwards these paths; deploy tools talk to the API directly.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { buildSchema as buildSchemaFromSdl, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { CONTRACT_VERSION } from '@inkpot/shared-contracts/contract-version';
import { eventSchemaDigests } from '@inkpot/shared-contracts/event-schema-digests';
import { compositionSchema, HOST_RELEASE_NAME, type ReleaseName } from '@inkpot/shared-contracts/registry';
import { isRemoteName, REMOTE_PARCELS, type RemoteName } from '@inkpot/shared-contracts/remotes';
import { pageHealthSeries, releaseHealthOf, releaseHealthSeries } from '../telemetry/release-health.ts';

/** Points for plots over `hours`: a minute each up to 2 hours, else 5, 15 or 60 minutes. */
const bucketMinutesOf = (hours: number) => (hours <= 2 ? 1 : hours <= 12 ? 5 : hours <= 72 ? 15 : 60);
import { sessionOf, type ApiDeps } from './request-context.ts';
import { releaseHistory } from '../db/schema.ts';
import { deployTokenOf } from '../environment.ts';
import { FEDERATION_VERSION, RELEASE_BUDGETS, SERVER_BUILD_FILE, SINGLETON_PACKAGES } from '../releases/budgets.ts';
import { hostSurfaceSchema, remoteSurfaceSchema } from '../releases/contract-diff.ts';
import { composeSnapshot } from '../releases/composed-snapshots.ts';
import { liveSurfaces } from '../releases/live-surfaces.ts';
import { gateRelease, gateReport, type ReleaseSizes } from '../releases/release-gate.ts';
import {
  changeChannel,
  currentComposition,
  findSnapshot,
  registerRelease,
  releaseHistoryOf,
  ReleaseError,
  revokeRelease,
} from '../releases/releases.ts';

export const COMPOSITION_PATH = '/_/composition';
export const RELEASES_PATH = '/_/releases';
/** Who made a change, as the deploy tool says (`user@host`); the token alone otherwise. */
export const ACTOR_HEADER = 'x-deploy-actor';
const XSRF_HEADER = 'x-xsrf-token';
/** The most a manifest or one script may weigh when the registry fetches it. */
const MAX_ASSET_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

const integrity = z.string().regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/, 'a subresource integrity string: sha384-<base64>');
const eventUse = z.object({ type: z.string().min(1), schema: z.string().nullable() });
const registration = z.object({
  version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'letters, digits, dots, plus and minus, at most 64'),
  manifestUrl: z.url({ protocol: /^https?$/ }),
  manifestIntegrity: integrity,
  entryIntegrity: integrity,
  /** Of the server build, for a remote that publishes one. */
  serverIntegrity: z.optional(integrity),
  contractVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  facts: z.object({
    exposes: z.array(z.string()),
    events: z.object({ publishes: z.array(eventUse), consumes: z.array(eventUse) }),
    operations: z.array(z.object({ file: z.string(), document: z.string().max(100_000) })).max(200),
    initialPackages: z.record(z.string(), z.number().nonnegative()),
    build: z.optional(z.record(z.string(), z.unknown())),
    /** The contract surface it uses and provides: what the gate compares with the releases it joins. */
    surface: z.optional(remoteSurfaceSchema),
  }),
});
/**
 * A host release: its version and the integrity of its document and server build. Its files stay
 * where `npm run deploy -- shell` put them, beside the edges (HOST_RELEASES_DIR); each edge checks
 * them against these before it serves them.
 */
const hostRegistration = z.object({
  version: registration.shape.version,
  integrity,
  serverIntegrity: z.optional(integrity),
  contractVersion: registration.shape.contractVersion,
  /** The bus, mounts and props it provides: what later remote releases are compared with. */
  surface: z.optional(hostSurfaceSchema),
});
const promotion = z.object({
  version: z.string().min(1),
  /** 1-99: a canary to that share of visitors; absent: stable for everyone. */
  canary: z.optional(z.number().int().min(1).max(99)),
});
const rollback = z.object({ to: z.optional(z.string().min(1)), reason: z.optional(z.string().max(500)) });
/** A composition no reader was served, for the version-skew matrix: remotes (and the host) at other releases. */
const composed = z.object({
  remotes: z.record(z.string(), z.string().min(1)),
  host: z.optional(z.string().min(1)),
});
const revocation = z.object({ version: z.string().min(1), reason: z.optional(z.string().max(500)) });

export const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function fetchAsset(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_ASSET_BYTES) throw new Error(`${url} is larger than ${MAX_ASSET_BYTES} bytes`);
  return bytes;
}

interface ManifestShape {
  metaData: { remoteEntry: { name: string; path?: string }; pluginVersion?: string };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/**
 * Fetches what the release's manifest names, checks the integrity the deployer claims, and measures
 * what loads before intent (gzip). A release whose files are not where it says is refused here.
 */
async function inspectPublishedFiles(
  body: z.infer<typeof registration>,
): Promise<{ sizes: ReleaseSizes } | { problem: string }> {
  let manifestBytes: Buffer;
  try {
    manifestBytes = await fetchAsset(body.manifestUrl);
  } catch (error) {
    return { problem: `The manifest could not be fetched: ${String(error)}` };
  }
  if (sri(manifestBytes) !== body.manifestIntegrity) {
    return { problem: `The manifest at ${body.manifestUrl} does not match manifestIntegrity.` };
  }
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as ManifestShape;
  } catch {
    return { problem: `${body.manifestUrl} is not JSON.` };
  }
  const base = new URL('.', body.manifestUrl);
  const fileUrl = (name: string) => new URL(name, base).href;
  const cache = new Map<string, Buffer>();
  const gzipOf = async (name: string) => {
    const bytes = cache.get(name) ?? (await fetchAsset(fileUrl(name)));
    cache.set(name, bytes);
    return gzipSync(bytes).length;
  };
  try {
    const entryName = `${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`;
    const entry = await fetchAsset(fileUrl(entryName));
    if (sri(entry) !== body.entryIntegrity) return { problem: `The entry ${entryName} does not match entryIntegrity.` };
    const entryGzip = gzipSync(entry).length;
    if (body.serverIntegrity !== undefined) {
      let server: Buffer;
      try {
        server = await fetchAsset(fileUrl(SERVER_BUILD_FILE));
      } catch (error) {
        return { problem: `The server build could not be fetched: ${String(error)}` };
      }
      if (sri(server) !== body.serverIntegrity)
        return { problem: `The server build ${SERVER_BUILD_FILE} does not match serverIntegrity.` };
    }
    const exposes: ReleaseSizes['exposes'] = {};
    for (const expose of manifest.exposes) {
      let gzip = 0;
      for (const file of expose.assets.js.sync) gzip += await gzipOf(file);
      exposes[expose.name] = { gzip, requests: expose.assets.js.sync.length };
    }
    return { sizes: { federationVersion: manifest.metaData.pluginVersion ?? '(none)', entryGzip, exposes } };
  } catch (error) {
    return { problem: `A file the manifest names could not be fetched: ${String(error)}` };
  }
}

/** The bus and mounts of the deployed contract: the gate's "host" side. */
function hostFacts(remote: RemoteName) {
  return {
    contractVersion: CONTRACT_VERSION,
    federationVersion: FEDERATION_VERSION,
    mountedExposes: REMOTE_PARCELS[remote],
    eventSchemas: eventSchemaDigests(),
  };
}

export function releaseRoutes(deps: ApiDeps, schema: GraphQLSchema = buildSchemaFromSdl('type Query { _: Boolean }')) {
  const router = Router();
  const token = deployTokenOf(deps.config);
  const digest = (value: string) => createHash('sha256').update(value).digest();

  const admin = async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    if (token === null) {
      res.status(503).json({ error: 'Release admin is off: this deployment has no DEPLOY_TOKEN.' });
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (given === undefined) {
      // The release console (the edge's /_/console, docs/architecture/releases.md): a signed-in staff
      // member's session, and for a change the session's xsrf token; recorded as theirs.
      try {
        const session = await sessionOf(deps, req);
        if (session?.user.isStaff) {
          if (req.method !== 'GET' && req.get(XSRF_HEADER) !== session.xsrf) {
            res.status(403).json({ error: 'Missing or invalid xsrf token.' });
            return;
          }
          res.locals.actor = `${session.user.username} (console)`;
          next();
          return;
        }
      } catch (error) {
        next(error);
        return;
      }
    }
    if (!timingSafeEqual(digest(given ?? ''), digest(token))) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'A valid deploy token is required.' });
      return;
    }
    next();
  };
  const remoteOf = (req: Request, res: Response): RemoteName | null => {
    const remote = req.params.remote;
    if (isRemoteName(remote)) return remote;
    res
      .status(404)
      .json({ error: `No remote "${remote}"; the remotes are ${Object.keys(REMOTE_PARCELS).join(', ')}.` });
    return null;
  };
  /** A remote, or the host (`shell`): what promote, rollback, revoke and history take. */
  const releaseNameOf = (req: Request, res: Response): ReleaseName | null =>
    req.params.remote === HOST_RELEASE_NAME ? HOST_RELEASE_NAME : remoteOf(req, res);
  const actorOf = (req: Request, res?: Response) =>
    (typeof res?.locals.actor === 'string' ? res.locals.actor : (req.get(ACTOR_HEADER) ?? 'deploy-token')).slice(
      0,
      200,
    );
  const badRequest = (res: Response, error: z.ZodError) =>
    res.status(400).json({
      error: error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
    });
  const failed = (res: Response, next: NextFunction, error: unknown) => {
    if (error instanceof ReleaseError) res.status(error.status).json({ error: error.message });
    else next(error);
  };

  router.get(COMPOSITION_PATH, async (_req, res, next) => {
    try {
      const composition = compositionSchema.parse(await currentComposition(deps.db));
      res.set('Cache-Control', 'no-store').json(composition);
    } catch (error) {
      next(error);
    }
  });

  router.get(`${COMPOSITION_PATH}/:id`, async (req, res, next) => {
    try {
      const snapshot = /^[0-9a-f]{16}$/.test(req.params.id) ? await findSnapshot(deps.db, req.params.id) : null;
      if (!snapshot) {
        res
          .status(404)
          .set('Cache-Control', 'no-store')
          .json({ error: `No composition snapshot ${req.params.id}.` });
        return;
      }
      // Its releases never change, but which of them are withdrawn does (a rollback, a revocation).
      res.set('Cache-Control', 'no-cache').json(snapshot);
    } catch (error) {
      next(error);
    }
  });

  // A snapshot of the current stable releases with some of them at another registered release; channels stay.
  router.post(COMPOSITION_PATH, admin, async (req, res, next) => {
    const parsed = composed.safeParse(req.body ?? {});
    if (!parsed.success) return void badRequest(res, parsed.error);
    const strange = Object.keys(parsed.data.remotes).filter((name) => !isRemoteName(name));
    if (strange.length) {
      res.status(404).json({
        error: `No remote "${strange.join('", "')}"; the remotes are ${Object.keys(REMOTE_PARCELS).join(', ')}.`,
      });
      return;
    }
    try {
      res.status(201).json(await composeSnapshot(deps.db, parsed.data));
    } catch (error) {
      failed(res, next, error);
    }
  });

  router.post(`${RELEASES_PATH}/${HOST_RELEASE_NAME}`, admin, async (req, res, next) => {
    const parsed = hostRegistration.safeParse(req.body);
    if (!parsed.success) return void badRequest(res, parsed.error);
    const { integrity: documentIntegrity, surface, ...host } = parsed.data;
    if (host.contractVersion.split('.')[0] !== CONTRACT_VERSION.split('.')[0]) {
      res.status(422).json({
        error: `${HOST_RELEASE_NAME}@${host.version} was built against contract ${host.contractVersion}; this deployment runs ${CONTRACT_VERSION}.`,
        findings: [],
      });
      return;
    }
    try {
      const row = await registerRelease(
        deps.db,
        {
          remote: HOST_RELEASE_NAME,
          ...host,
          manifestUrl: null,
          manifestIntegrity: documentIntegrity,
          entryIntegrity: documentIntegrity,
          facts: surface ? { surface } : {},
        },
        actorOf(req, res),
      );
      res.status(201).json({ remote: HOST_RELEASE_NAME, version: row.version });
    } catch (error) {
      failed(res, next, error);
    }
  });

  router.post(`${RELEASES_PATH}/:remote`, admin, async (req, res, next) => {
    const remote = remoteOf(req, res);
    if (!remote) return;
    const parsed = registration.safeParse(req.body);
    if (!parsed.success) return void badRequest(res, parsed.error);
    const body = parsed.data;
    try {
      const inspected = await inspectPublishedFiles(body);
      if ('problem' in inspected) {
        res.status(422).json({ error: inspected.problem, findings: [] });
        return;
      }
      const page = body.facts.surface ? await liveSurfaces(deps.db, remote) : null;
      const findings = gateRelease({
        ...(page && {
          page: {
            release: { name: remote, version: body.version, channel: 'new' },
            live: page.live,
            host: page.host,
            api: 'platform-api',
          },
        }),
        contractVersion: body.contractVersion,
        facts: body.facts,
        sizes: inspected.sizes,
        host: hostFacts(remote),
        schema,
        budget: RELEASE_BUDGETS[remote],
        singletons: SINGLETON_PACKAGES,
      });
      if (findings.length) {
        await deps.db.insert(releaseHistory).values({
          remote,
          action: 'refused',
          actor: actorOf(req, res),
          detail: { version: body.version, findings },
        });
        res.status(422).json({
          error: `${remote}@${body.version} was refused by the release gate.`,
          findings,
          report: gateReport(findings),
        });
        return;
      }
      const row = await registerRelease(
        deps.db,
        { remote, ...body, facts: { ...body.facts, sizes: inspected.sizes } },
        actorOf(req, res),
      );
      res.status(201).json({ remote, version: row.version, sizes: inspected.sizes });
    } catch (error) {
      failed(res, next, error);
    }
  });

  router.post(`${RELEASES_PATH}/:remote/promote`, admin, async (req, res, next) => {
    const remote = releaseNameOf(req, res);
    if (!remote) return;
    const parsed = promotion.safeParse(req.body);
    if (!parsed.success) return void badRequest(res, parsed.error);
    const { version, canary } = parsed.data;
    try {
      const change = canary
        ? ({ kind: 'canary', version, percent: canary } as const)
        : ({ kind: 'promote', version } as const);
      res.json(await changeChannel(deps.db, remote, change, actorOf(req, res)));
    } catch (error) {
      failed(res, next, error);
    }
  });

  router.post(`${RELEASES_PATH}/:remote/rollback`, admin, async (req, res, next) => {
    const remote = releaseNameOf(req, res);
    if (!remote) return;
    const parsed = rollback.safeParse(req.body ?? {});
    if (!parsed.success) return void badRequest(res, parsed.error);
    try {
      res.json(await changeChannel(deps.db, remote, { kind: 'rollback', ...parsed.data }, actorOf(req, res)));
    } catch (error) {
      failed(res, next, error);
    }
  });

  router.post(`${RELEASES_PATH}/:remote/revoke`, admin, async (req, res, next) => {
    const remote = releaseNameOf(req, res);
    if (!remote) return;
    const parsed = revocation.safeParse(req.body ?? {});
    if (!parsed.success) return void badRequest(res, parsed.error);
    try {
      res.json(await revokeRelease(deps.db, remote, parsed.data, actorOf(req, res)));
    } catch (error) {
      failed(res, next, error);
    }
  });

  // Whole pages' web vitals per page kind over the last `hours` (the console's first plots).
  router.get('/_/release-health/pages', admin, async (req, res, next) => {
    const hours = req.query.hours === undefined ? 1 : Number(req.query.hours);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 14 * 24) {
      res.status(400).json({ error: 'hours must be a number of hours above 0, at most 336 (14 days).' });
      return;
    }
    try {
      const since = new Date(deps.services.now().getTime() - hours * 3600_000);
      res.json({ since: since.toISOString(), series: await pageHealthSeries(deps.db, since, bucketMinutesOf(hours)) });
    } catch (error) {
      next(error);
    }
  });

  // The release-health read model over the last `hours` (1 by default, at most 14 days), per version
  // and cohort, with the canary's verdict: what `npm run releases` and the console show.
  router.get(`${RELEASES_PATH}/:remote/health`, admin, async (req, res, next) => {
    const remote = releaseNameOf(req, res);
    if (!remote) return;
    const hours = req.query.hours === undefined ? 1 : Number(req.query.hours);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 14 * 24) {
      res.status(400).json({ error: 'hours must be a number of hours above 0, at most 336 (14 days).' });
      return;
    }
    try {
      const since = new Date(deps.services.now().getTime() - hours * 3600_000);
      const { stable, canary } = await releaseHistoryOf(deps.db, remote);
      res.json({
        remote,
        since: since.toISOString(),
        stable,
        canary,
        releases: await releaseHealthOf(deps.db, remote, since),
        series: await releaseHealthSeries(
          deps.db,
          remote,
          since,
          hours <= 2 ? 1 : hours <= 12 ? 5 : hours <= 72 ? 15 : 60,
        ),
      });
    } catch (error) {
      next(error);
    }
  });

  router.get(`${RELEASES_PATH}/:remote`, admin, async (req, res, next) => {
    const remote = releaseNameOf(req, res);
    if (!remote) return;
    try {
      res.json(await releaseHistoryOf(deps.db, remote));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
