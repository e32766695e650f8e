/**
 * The release gate: what refuses a remote release that would break the page, before it
 * is registered. Pure: the facts of the release, of the deployed contract and of the API's schema
 * go in, findings come out, each readable on its own as a line of a diff.
 */
import { concatAST, parse, Source, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { contractMajor } from '@inkpot/shared-contracts/contract-version';
import type { GateFinding } from './gate-findings.ts';
import {
  remoteContractDiff,
  servedFields,
  unservedOperations,
  type LiveHost,
  type LiveRemote,
  type RemoteSurface,
  type Side,
} from './contract-diff.ts';

export interface EventUse {
  type: string;
  /** The digest of the event's schema the remote was built against; null if it was not in its contract. */
  schema: string | null;
}

export interface ReleaseFacts {
  exposes: string[];
  events: { publishes: EventUse[]; consumes: EventUse[] };
  operations: { file: string; document: string }[];
  /** Bytes per npm package in what loads before intent (the entry and each expose's sync chunks). */
  initialPackages: Record<string, number>;
  /** The contract surface it uses and provides; releases built before it was recorded have none. */
  surface?: RemoteSurface | undefined;
}

/** What the registry measured of the published files: gzip bytes and requests before intent. */
export interface ReleaseSizes {
  /** `metaData.pluginVersion` of the release's manifest: the Module Federation it was built with. */
  federationVersion: string;
  entryGzip: number;
  exposes: Record<string, { gzip: number; requests: number }>;
}

/** The deployed side: the contract the host was built with, and what it mounts of this remote. */
export interface HostFacts {
  contractVersion: string;
  /** The Module Federation version of the page's one bundler runtime. */
  federationVersion: string;
  mountedExposes: readonly string[];
  eventSchemas: Readonly<Record<string, string>>;
}

export interface Budget {
  /** Entry plus one exposed module's synchronous chunks, gzip. */
  initialJsGzipBytes: number;
  /** Requests for the entry plus one exposed module's synchronous chunks. */
  initialRequests: number;
}

export type { GateFinding, GateRule } from './gate-findings.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface GateInput {
  contractVersion: string;
  facts: ReleaseFacts;
  sizes: ReleaseSizes;
  host: HostFacts;
  schema: GraphQLSchema;
  budget: Budget;
  /** Packages the host provides once for the whole page; a release must not carry its own. */
  singletons: readonly string[];
  /**
   * The page the release joins, for the contract diffs of a release that recorded its surface: the
   * release itself, the other remotes' live releases, the promoted host (or the API's contract), and
   * who publishes the schema.
   */
  page?: { release: Side; live: readonly LiveRemote[]; host: LiveHost; api: string } | undefined;
}

export function gateRelease(input: GateInput): GateFinding[] {
  const { contractVersion, facts, sizes, host, schema, budget, singletons } = input;
  const findings: GateFinding[] = [];

  const hostMajor = contractMajor(host.contractVersion);
  if (contractMajor(contractVersion) !== hostMajor) {
    findings.push({
      rule: 'contract-major',
      message: `built against contract ${contractVersion}; the host speaks contract ${host.contractVersion} (major ${hostMajor})`,
      expected: host.contractVersion,
      actual: contractVersion,
    });
  }

  if (sizes.federationVersion !== host.federationVersion) {
    findings.push({
      rule: 'federation-version',
      message: `built with Module Federation ${sizes.federationVersion}; remotes run on the host's bundler runtime, ${host.federationVersion}`,
      expected: host.federationVersion,
      actual: sizes.federationVersion,
    });
  }

  const surface = facts.surface;
  if (surface && input.page) {
    // Compared with the releases it will run beside, each finding naming both sides.
    findings.push(
      ...remoteContractDiff({
        release: { side: input.page.release, surface },
        live: input.page.live,
        host: input.page.host,
      }),
    );
  } else {
    for (const expose of host.mountedExposes) {
      if (!facts.exposes.includes(expose)) {
        findings.push({
          rule: 'missing-expose',
          message: `the host mounts "${expose}", which this release no longer exposes`,
          expected: expose,
          actual: facts.exposes.join(', ') || '(nothing exposed)',
        });
      }
    }

    const uses = [
      ...facts.events.publishes.map((use) => ({ ...use, how: 'publishes' })),
      ...facts.events.consumes.map((use) => ({ ...use, how: 'consumes' })),
    ];
    for (const use of uses) {
      const deployed = host.eventSchemas[use.type];
      if (deployed === undefined || use.schema !== deployed) {
        findings.push({
          rule: 'event-schema',
          message:
            deployed === undefined
              ? `${use.how} "${use.type}", which the bus does not know`
              : `${use.how} "${use.type}" with another schema than the bus validates`,
          expected: deployed ?? '(no such event)',
          actual: use.schema ?? '(not in its contract)',
        });
      }
    }
  }

  // The documents validate together, as codegen reads them: a fragment may live in another file.
  const parsed: DocumentNode[] = [];
  for (const { file, document } of facts.operations) {
    try {
      parsed.push(parse(new Source(document, file)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      findings.push({
        rule: 'graphql',
        message: `${file}: ${message}`,
        expected: 'a GraphQL document',
        actual: message,
      });
    }
  }
  const unserved =
    surface && input.page ? unservedOperations(input.page.release, surface.operations, schema, input.page.api) : [];
  findings.push(...unserved);
  // A field the schema no longer serves is said once, by the finding that names the operation.
  const servedNow = unserved.length ? servedFields(schema) : null;
  const reported = new Set(
    servedNow && surface
      ? surface.operations.flatMap((operation) => operation.fields).filter((field) => !servedNow.has(field))
      : [],
  );
  if (parsed.length) {
    for (const error of validate(schema, concatAST(parsed))) {
      const [, field, type] = /^Cannot query field "(\w+)" on type "(\w+)"/.exec(error.message) ?? [];
      if (field && reported.has(`${type}.${field}`)) continue;
      const file = error.source?.name ?? error.nodes?.[0]?.loc?.source.name ?? '(operations)';
      findings.push({
        rule: 'graphql',
        message: `${file}: ${error.message}`,
        expected: "valid against the API's schema",
        actual: error.message,
      });
    }
  }

  for (const [expose, size] of Object.entries(sizes.exposes)) {
    const gzip = sizes.entryGzip + size.gzip;
    if (gzip > budget.initialJsGzipBytes) {
      findings.push({
        rule: 'js-budget',
        message: `"${expose}" loads ${kib(gzip)} of JS (gzip, entry included) before intent; the budget is ${kib(budget.initialJsGzipBytes)}`,
        expected: `<= ${kib(budget.initialJsGzipBytes)}`,
        actual: kib(gzip),
      });
    }
    const requests = 1 + size.requests;
    if (requests > budget.initialRequests) {
      findings.push({
        rule: 'request-budget',
        message: `"${expose}" needs ${requests} requests (entry included) before intent; the budget is ${budget.initialRequests}`,
        expected: `<= ${budget.initialRequests}`,
        actual: String(requests),
      });
    }
  }

  for (const pkg of Object.keys(facts.initialPackages)) {
    if (singletons.includes(pkg)) {
      findings.push({
        rule: 'singleton-copy',
        message: `carries its own copy of ${pkg} (${kib(facts.initialPackages[pkg] ?? 0)}), which the host provides once for the page`,
        expected: '(none: shared from the host)',
        actual: `${pkg} ${kib(facts.initialPackages[pkg] ?? 0)}`,
      });
    }
  }
  return findings;
}

/** The findings as the lines of a diff: `- expected` / `+ actual` under each message. */
export function gateReport(findings: readonly GateFinding[]): string {
  return findings
    .map((finding) => `[${finding.rule}] ${finding.message}\n  - ${finding.expected}\n  + ${finding.actual}`)
    .join('\n');
}
