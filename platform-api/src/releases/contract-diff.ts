/**
 * Contract diffs: a new release against every release it will run beside on one page (the other
 * remotes' stable releases and canaries, the promoted host). Each release records the contract
 * surface it was built against and the one it provides (config/webpack/release-info.mjs); these pure
 * rules find what one side needs that the other no longer gives, and name both sides. Additive
 * changes pass: a new optional field, a new event, a new prop, a new operation or field.
 */
import { getNamedType, isObjectType, isInterfaceType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { GateFinding } from './gate-findings.ts';

export type JsonSchema = { [keyword: string]: unknown };

/** One GraphQL definition a release sends, with the schema coordinates it selects (`Type.field`). */
export interface OperationUse {
  name: string;
  kind: 'query' | 'mutation' | 'subscription' | 'fragment';
  file: string;
  fields: string[];
}

/** What a remote release uses and provides (`facts.surface`). */
export interface RemoteSurface {
  /** Bus events it publishes, and the schema it publishes them with. */
  sends: Record<string, JsonSchema>;
  /** Bus events it listens to, and the schema it reads them with. */
  listens: Record<string, JsonSchema>;
  /** Per exposed parcel, the mount props it reads and counts on. */
  mountProps: Record<string, string[]>;
  exposes: string[];
  operations: OperationUse[];
}

/** What a host release provides (`facts.surface` of a `shell` release). */
export interface HostSurface {
  /** The schema its bus validates every event with: an event that does not validate is never delivered. */
  bus: Record<string, JsonSchema>;
  sends: Record<string, JsonSchema>;
  listens: Record<string, JsonSchema>;
  /** The parcels it mounts (`remote/parcel`) and the props it passes each. */
  mounts: Record<string, string[]>;
  operations: OperationUse[];
}

const jsonSchema = z.record(z.string(), z.unknown());
const operationUse = z.object({
  name: z.string(),
  kind: z.enum(['query', 'mutation', 'subscription', 'fragment']),
  file: z.string(),
  fields: z.array(z.string()).max(2000),
});
export const remoteSurfaceSchema = z.object({
  sends: z.record(z.string(), jsonSchema),
  listens: z.record(z.string(), jsonSchema),
  mountProps: z.record(z.string(), z.array(z.string())),
  exposes: z.array(z.string()),
  operations: z.array(operationUse).max(500),
});
export const hostSurfaceSchema = z.object({
  bus: z.record(z.string(), jsonSchema),
  sends: z.record(z.string(), jsonSchema),
  listens: z.record(z.string(), jsonSchema),
  mounts: z.record(z.string(), z.array(z.string())),
  operations: z.array(operationUse).max(500),
});

/** A release on the page: `search@1.0.0+abc (stable)`. */
export interface Side {
  name: string;
  version: string;
  /** Where it runs: `stable`, `canary 10%`, `host`, or the API's own contract when no host was ever released. */
  channel: string;
}
export const sideLabel = (side: Side) =>
  side.version ? `${side.name}@${side.version} (${side.channel})` : `${side.name} (${side.channel})`;

/** Why a value the sender may publish would not reach the listener as the listener reads it. */
export interface SchemaProblem {
  /** `missing`: a required field the sender never sends; `optional`: one it may leave out; `shape`: anything else. */
  kind: 'missing' | 'optional' | 'shape';
  /** Where in the payload: `operation`, `user.name`, or `(payload)`. */
  path: string;
  listener: string;
  sender: string;
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const branchesOf = (schema: JsonSchema): JsonSchema[] | null => {
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) ? branches.filter(isObject) : null;
};
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const valuesOf = (schema: JsonSchema): unknown[] | null =>
  'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : null;
const describe = (schema: JsonSchema | undefined): string => {
  if (!schema) return 'nothing';
  const values = valuesOf(schema);
  if (values) return values.map((value) => JSON.stringify(value)).join(' | ');
  if (branchesOf(schema)) return 'one of several shapes';
  return typeof schema.type === 'string' ? schema.type : 'anything';
};
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
/**
 * Keywords the rules understand. `additionalProperties: false` on an object is how zod writes a
 * plain object, which strips unknown keys rather than refusing them: a sender's extra field passes.
 */
const UNDERSTOOD = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'description',
]);

/**
 * Whether everything `sender` may publish validates where `listener` reads it: each required field
 * of the listener's is required of the sender, each value the sender allows the listener allows.
 * Conservative: a keyword it cannot compare has to be the same on both sides.
 */
export function schemaProblems(listener: JsonSchema, sender: JsonSchema, path = ''): SchemaProblem[] {
  if (Object.keys(listener).length === 0 || equal(listener, sender)) return [];
  const at = path || '(payload)';
  const senderBranches = branchesOf(sender);
  if (senderBranches) return senderBranches.flatMap((branch) => schemaProblems(listener, branch, path));
  const listenerBranches = branchesOf(listener);
  if (listenerBranches) {
    // The sender's shape has to fit one of the listener's: the one that fits best says why not.
    let best: SchemaProblem[] | null = null;
    for (const branch of listenerBranches) {
      const problems = schemaProblems(branch, sender, path);
      if (problems.length === 0) return [];
      if (!best || problems.length < best.length) best = problems;
    }
    return best ?? [];
  }
  const shape = (listenerSide: string, senderSide: string): SchemaProblem[] => [
    { kind: 'shape', path: at, listener: listenerSide, sender: senderSide },
  ];
  if (listener.type !== undefined && sender.type !== listener.type) return shape(describe(listener), describe(sender));
  const problems: SchemaProblem[] = [];
  const listenerValues = valuesOf(listener);
  if (listenerValues) {
    const senderValues = valuesOf(sender);
    if (!senderValues) problems.push(...shape(describe(listener), describe(sender)));
    else {
      const extra = senderValues.filter((value) => !listenerValues.some((allowed) => equal(allowed, value)));
      if (extra.length)
        problems.push(...shape(describe(listener), extra.map((value) => JSON.stringify(value)).join(' | ')));
    }
  }
  const lower = (keyword: 'minLength' | 'minimum') => {
    const wanted = listener[keyword];
    if (typeof wanted === 'number' && !(typeof sender[keyword] === 'number' && (sender[keyword] as number) >= wanted))
      problems.push(...shape(`${keyword} ${wanted}`, `${keyword} ${String(sender[keyword] ?? 'none')}`));
  };
  const upper = (keyword: 'maxLength' | 'maximum') => {
    const wanted = listener[keyword];
    if (typeof wanted === 'number' && !(typeof sender[keyword] === 'number' && (sender[keyword] as number) <= wanted))
      problems.push(...shape(`${keyword} ${wanted}`, `${keyword} ${String(sender[keyword] ?? 'none')}`));
  };
  lower('minLength');
  lower('minimum');
  upper('maxLength');
  upper('maximum');

  if (isObject(listener.properties) || Array.isArray(listener.required)) {
    const listenerProps = isObject(listener.properties) ? listener.properties : {};
    const senderProps = isObject(sender.properties) ? sender.properties : {};
    const required = new Set(Array.isArray(sender.required) ? sender.required : []);
    for (const key of Array.isArray(listener.required) ? (listener.required as string[]) : []) {
      if (!(key in senderProps)) {
        problems.push({ kind: 'missing', path: join(path, key), listener: 'required', sender: 'absent' });
      } else if (!required.has(key)) {
        problems.push({ kind: 'optional', path: join(path, key), listener: 'required', sender: 'optional' });
      }
    }
    for (const [key, schema] of Object.entries(listenerProps)) {
      const sent = senderProps[key];
      if (isObject(schema) && isObject(sent)) problems.push(...schemaProblems(schema, sent, join(path, key)));
    }
  }
  if (isObject(listener.additionalProperties)) {
    const sent = isObject(sender.additionalProperties) ? sender.additionalProperties : {};
    problems.push(...schemaProblems(listener.additionalProperties, sent, join(path, '*')));
  }
  if (isObject(listener.items)) {
    const sent = isObject(sender.items) ? sender.items : {};
    problems.push(...schemaProblems(listener.items, sent, join(path, '[]')));
  }
  for (const keyword of Object.keys(listener)) {
    if (!UNDERSTOOD.has(keyword) && !equal(listener[keyword], sender[keyword]))
      problems.push(
        ...shape(
          `${keyword} ${JSON.stringify(listener[keyword])}`,
          `${keyword} ${JSON.stringify(sender[keyword] ?? null)}`,
        ),
      );
  }
  return problems;
}

/** One event between a sender and a listener: the findings its problems make, each naming both. */
function eventFindings(
  type: string,
  sender: { side: Side; schema: JsonSchema; bus?: boolean },
  listener: { side: Side; schema: JsonSchema; how: string },
): GateFinding[] {
  const from = sender.bus ? `the bus of ${sideLabel(sender.side)}` : sideLabel(sender.side);
  const sends = sender.bus ? 'lets' : 'sends';
  const maySend = sender.bus ? 'lets' : 'may send';
  const through = sender.bus ? ' through' : '';
  const to = sideLabel(listener.side);
  return schemaProblems(listener.schema, sender.schema).map((problem): GateFinding => {
    if (problem.kind === 'missing' || problem.kind === 'optional') {
      return {
        rule: 'event-field-removed',
        message:
          problem.kind === 'missing'
            ? `${from} ${sends} "${type}"${through} without "${problem.path}", which ${to} requires where it ${listener.how} it`
            : `${from} ${maySend} "${type}"${through} without "${problem.path}", which ${to} requires where it ${listener.how} it`,
        expected: `${to}: "${type}" ${problem.path} required`,
        actual: `${from}: "${type}" ${problem.path} ${problem.sender}`,
      };
    }
    return {
      rule: 'event-incompatible',
      message: `${from} ${sends} "${type}"${through} in a shape that does not validate where ${to} ${listener.how} it (${problem.path})`,
      expected: `${to}: ${problem.path} ${problem.listener}`,
      actual: `${from}: ${problem.path} ${problem.sender}`,
    };
  });
}

export interface LiveRemote {
  side: Side;
  surface: RemoteSurface;
}

export interface LiveHost {
  side: Side;
  surface: HostSurface;
}

export interface ContractDiffInput {
  release: { side: Side; surface: RemoteSurface };
  /** The other remotes' stable releases and canaries that recorded a surface. */
  live: readonly LiveRemote[];
  /** The promoted host, or the API's own contract when none was released. */
  host: LiveHost;
}

/**
 * A remote release against the page it joins. Events both ways (what it sends must validate for
 * every live listener and for the host's bus; what it listens to must be sent with the fields it
 * requires), and the mount props it reads against those the host passes.
 */
export function remoteContractDiff({ release, live, host }: ContractDiffInput): GateFinding[] {
  const findings: GateFinding[] = [];
  const self = release.side;
  // Where the host reads an event as its bus validates it, the bus's finding says it already.
  const hostListens = Object.fromEntries(
    Object.entries(host.surface.listens).filter(([type, schema]) => !equal(schema, host.surface.bus[type])),
  );
  const listeners = [
    ...live.map(({ side, surface }) => ({ side, listens: surface.listens })),
    { side: host.side, listens: hostListens },
  ];
  const senders = [
    ...live.map(({ side, surface }) => ({ side, sends: surface.sends })),
    { side: host.side, sends: host.surface.sends },
  ];
  for (const [type, schema] of Object.entries(release.surface.sends)) {
    const bus = host.surface.bus[type];
    if (!bus) {
      findings.push({
        rule: 'event-schema',
        message: `${sideLabel(self)} sends "${type}", which the bus of ${sideLabel(host.side)} does not know`,
        expected: `${sideLabel(host.side)}: no "${type}"`,
        actual: `${sideLabel(self)}: sends "${type}"`,
      });
      continue;
    }
    findings.push(...eventFindings(type, { side: self, schema }, { side: host.side, schema: bus, how: 'validates' }));
    for (const listener of listeners) {
      const listened = listener.listens[type];
      if (listened)
        findings.push(
          ...eventFindings(type, { side: self, schema }, { side: listener.side, schema: listened, how: 'listens to' }),
        );
    }
  }
  for (const [type, schema] of Object.entries(release.surface.listens)) {
    const bus = host.surface.bus[type];
    if (!bus) {
      findings.push({
        rule: 'event-schema',
        message: `${sideLabel(self)} listens to "${type}", which the bus of ${sideLabel(host.side)} does not know`,
        expected: `${sideLabel(host.side)}: no "${type}"`,
        actual: `${sideLabel(self)}: listens to "${type}"`,
      });
      continue;
    }
    // What reaches it has passed the bus: whatever the bus lets through has to fit it.
    findings.push(
      ...eventFindings(type, { side: host.side, schema: bus, bus: true }, { side: self, schema, how: 'listens to' }),
    );
    for (const sender of senders) {
      const sent = sender.sends[type];
      if (sent)
        findings.push(
          ...eventFindings(type, { side: sender.side, schema: sent }, { side: self, schema, how: 'listens to' }),
        );
    }
  }
  const remote = self.name;
  for (const [parcel, reads] of Object.entries(release.surface.mountProps)) {
    const given = host.surface.mounts[`${remote}/${parcel}`];
    if (!given) continue; // A parcel the host does not mount reads nothing from it.
    for (const prop of reads.filter((key) => !given.includes(key))) {
      findings.push({
        rule: 'mount-prop',
        message: `${sideLabel(self)}'s "${parcel}" reads mount prop "${prop}", which ${sideLabel(host.side)} does not pass it`,
        expected: `${sideLabel(host.side)}: ${given.join(', ')}`,
        actual: `${sideLabel(self)}: ${prop}`,
      });
    }
  }
  for (const mounted of Object.keys(host.surface.mounts)) {
    const [owner, parcel = ''] = mounted.split('/');
    if (owner === remote && !release.surface.exposes.includes(parcel)) {
      findings.push({
        rule: 'missing-expose',
        message: `${sideLabel(host.side)} mounts "${parcel}", which ${sideLabel(self)} no longer exposes`,
        expected: `${sideLabel(host.side)}: ${parcel}`,
        actual: `${sideLabel(self)}: ${release.surface.exposes.join(', ') || '(nothing exposed)'}`,
      });
    }
  }
  return dedupe(findings);
}

/** The same problem seen from two sides (a listener and the bus) stays two findings; the same line twice, one. */
function dedupe(findings: GateFinding[]): GateFinding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.rule}\n${finding.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every `Type.field` the schema serves (object and interface types). */
export function servedFields(schema: GraphQLSchema): Set<string> {
  const served = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const named = getNamedType(type);
    if (isObjectType(named) || isInterfaceType(named))
      for (const field of Object.keys(named.getFields())) served.add(`${named.name}.${field}`);
  }
  return served;
}

/**
 * A release's operations against the schema the API publishes: each field an operation selects
 * that the schema no longer serves, naming the operation and the API.
 */
export function unservedOperations(
  side: Side,
  operations: readonly OperationUse[],
  schema: GraphQLSchema,
  api: string,
): GateFinding[] {
  const served = servedFields(schema);
  return operations.flatMap((operation) =>
    operation.fields
      .filter((field) => !field.startsWith('__') && !field.includes('.__') && !served.has(field))
      .map((field): GateFinding => ({
        rule: 'operation-unserved',
        message: `${sideLabel(side)} sends ${operation.kind} ${operation.name} (${operation.file}), which selects ${field}; the schema ${api} publishes does not serve it`,
        expected: `${api}: no ${field}`,
        actual: `${sideLabel(side)}: ${operation.name} selects ${field}`,
      })),
  );
}
