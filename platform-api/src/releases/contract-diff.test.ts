import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { eventJsonSchemas } from '@inkpot/shared-contracts/contract-surface';
import { CONTRACT_VERSION } from '@inkpot/shared-contracts/contract-version';
import {
  remoteContractDiff,
  schemaProblems,
  unservedOperations,
  type HostSurface,
  type JsonSchema,
  type LiveRemote,
  type RemoteSurface,
} from './contract-diff.ts';
import { contractHostSurface } from './live-surfaces.ts';
import { gateRelease } from './release-gate.ts';

const bus = eventJsonSchemas();
const authOpen = bus['auth/open'];
const withoutOperation = (): JsonSchema => {
  const properties = { ...(authOpen.properties as Record<string, JsonSchema>) };
  delete properties.operation;
  return { ...authOpen, properties, required: [] };
};

const surface = (over: Partial<RemoteSurface> = {}): RemoteSurface => ({
  sends: {},
  listens: {},
  mountProps: {},
  exposes: [],
  operations: [],
  ...over,
});
const host: { side: { name: string; version: string; channel: string }; surface: HostSurface } = {
  side: { name: 'shell', version: '1.0.0+h1', channel: 'host' },
  surface: { ...contractHostSurface(), sends: {}, listens: {} },
};
const auth: LiveRemote = {
  side: { name: 'auth', version: '1.0.0+a1', channel: 'stable' },
  surface: surface({ listens: { 'auth/open': authOpen }, exposes: ['sign-in-modal', 'embedded-sign-in'] }),
};
const navigation = (over: Partial<RemoteSurface>) => ({
  side: { name: 'navigation', version: '1.0.0+n2', channel: 'new' },
  surface: surface({
    exposes: ['top-bar', 'footer', 'sidebar', 'publication-nav', 'publication-manage'],
    mountProps: { 'top-bar': ['bus', 'session'] },
    ...over,
  }),
});

describe('schemaProblems: does everything the sender publishes validate where the listener reads it', () => {
  it('passes the same schema, and an additive one (a new optional field; an extra field the listener strips)', () => {
    assert.deepEqual(schemaProblems(authOpen, authOpen), []);
    const added = {
      ...authOpen,
      properties: { ...(authOpen.properties as object), source: { type: 'string' } },
    };
    assert.deepEqual(schemaProblems(authOpen, added), []);
    // A listener that reads less than is sent is fine, too.
    assert.deepEqual(schemaProblems(withoutOperation(), authOpen), []);
  });

  it('finds a required field the sender removed, or may leave out', () => {
    assert.deepEqual(schemaProblems(authOpen, withoutOperation()), [
      { kind: 'missing', path: 'operation', listener: 'required', sender: 'absent' },
    ]);
    assert.deepEqual(schemaProblems(authOpen, { ...authOpen, required: [] }), [
      { kind: 'optional', path: 'operation', listener: 'required', sender: 'optional' },
    ]);
  });

  it('finds a nested required field, a wider enum, another type and a looser constraint', () => {
    const user = (authOpen.properties as Record<string, JsonSchema>).user as JsonSchema;
    const nested = {
      ...authOpen,
      properties: { ...(authOpen.properties as object), user: { ...user, required: [] } },
    };
    assert.deepEqual(
      schemaProblems(authOpen, nested).map((problem) => `${problem.kind} ${problem.path}`),
      ['optional user.name'],
    );
    const wider = {
      ...authOpen,
      properties: {
        ...(authOpen.properties as object),
        operation: { type: 'string', enum: ['login', 'register', 'magic-link'] },
      },
    };
    assert.deepEqual(schemaProblems(authOpen, wider), [
      { kind: 'shape', path: 'operation', listener: '"login" | "register"', sender: '"magic-link"' },
    ]);
    assert.deepEqual(schemaProblems(bus['auth/signed-in'], { type: 'string' }), [
      { kind: 'shape', path: '(payload)', listener: 'object', sender: 'string' },
    ]);
    const loose = { ...bus['toast/retry'], properties: { retryKey: { type: 'string' } } };
    assert.deepEqual(schemaProblems(bus['toast/retry'], loose), [
      { kind: 'shape', path: 'retryKey', listener: 'minLength 1', sender: 'minLength none' },
    ]);
  });

  it('checks every shape of a union the sender may send against the shapes the listener takes', () => {
    assert.deepEqual(schemaProblems(bus['toast/show'], bus['toast/show']), []);
    const oneKind = {
      type: 'object',
      properties: { kind: { type: 'string', const: 'verify-email' } },
      required: ['kind'],
    };
    assert.deepEqual(schemaProblems(bus['toast/show'], oneKind), []);
    const unknownKind = { ...oneKind, properties: { kind: { type: 'string', const: 'confetti' } } };
    assert.notDeepEqual(schemaProblems(bus['toast/show'], unknownKind), []);
  });
});

describe('remoteContractDiff: a new release against the releases it will run beside', () => {
  it('refuses a sent event without a field a live listener requires, naming both sides (and the bus)', () => {
    const findings = remoteContractDiff({
      release: navigation({ sends: { 'auth/open': withoutOperation() } }),
      live: [auth],
      host,
    });
    assert.deepEqual(
      findings.map((finding) => [finding.rule, finding.message]),
      [
        [
          'event-field-removed',
          'navigation@1.0.0+n2 (new) sends "auth/open" without "operation", which shell@1.0.0+h1 (host) requires where it validates it',
        ],
        [
          'event-field-removed',
          'navigation@1.0.0+n2 (new) sends "auth/open" without "operation", which auth@1.0.0+a1 (stable) requires where it listens to it',
        ],
      ],
    );
    assert.equal(findings[1]?.expected, 'auth@1.0.0+a1 (stable): "auth/open" operation required');
    assert.equal(findings[1]?.actual, 'navigation@1.0.0+n2 (new): "auth/open" operation absent');
  });

  it('refuses listening for a field that live senders do not send', () => {
    const requiresSource = {
      ...authOpen,
      properties: { ...(authOpen.properties as object), source: { type: 'string' } },
      required: ['operation', 'source'],
    };
    const sender: LiveRemote = {
      side: { name: 'notifications', version: '1.0.0+x', channel: 'canary 10%' },
      surface: surface({ sends: { 'auth/open': authOpen } }),
    };
    const findings = remoteContractDiff({
      release: {
        side: { name: 'auth', version: '2.0.0+a2', channel: 'new' },
        surface: surface({ listens: { 'auth/open': requiresSource }, exposes: ['sign-in-modal', 'embedded-sign-in'] }),
      },
      live: [sender],
      host,
    });
    assert.deepEqual(
      findings.map((finding) => finding.message),
      [
        'the bus of shell@1.0.0+h1 (host) lets "auth/open" through without "source", which auth@2.0.0+a2 (new) requires where it listens to it',
        'notifications@1.0.0+x (canary 10%) sends "auth/open" without "source", which auth@2.0.0+a2 (new) requires where it listens to it',
      ],
    );
  });

  it('passes additive changes: a new optional field sent, a new event listened to, a new expose', () => {
    const added = {
      ...authOpen,
      properties: { ...(authOpen.properties as object), source: { type: 'string' } },
    };
    const findings = remoteContractDiff({
      release: navigation({
        sends: { 'auth/open': added },
        listens: { 'toast/retry': bus['toast/retry'] },
        exposes: ['top-bar', 'footer', 'sidebar', 'publication-nav', 'publication-manage', 'reading-list'],
      }),
      live: [auth],
      host,
    });
    assert.deepEqual(findings, []);
  });

  it('refuses an event the bus does not know, a mount prop the host does not pass, and a parcel it mounts that is gone', () => {
    const findings = remoteContractDiff({
      release: navigation({
        sends: { 'navigation/teleport': { type: 'object' } },
        mountProps: { 'top-bar': ['bus', 'theme'] },
        exposes: ['top-bar', 'footer', 'sidebar', 'publication-nav'],
      }),
      live: [],
      host,
    });
    assert.deepEqual(
      findings.map((finding) => `[${finding.rule}] ${finding.message}`),
      [
        '[event-schema] navigation@1.0.0+n2 (new) sends "navigation/teleport", which the bus of shell@1.0.0+h1 (host) does not know',
        '[mount-prop] navigation@1.0.0+n2 (new)\'s "top-bar" reads mount prop "theme", which shell@1.0.0+h1 (host) does not pass it',
        '[missing-expose] shell@1.0.0+h1 (host) mounts "publication-manage", which navigation@1.0.0+n2 (new) no longer exposes',
      ],
    );
  });
});

describe('unservedOperations: operations the published schema no longer serves', () => {
  const schema = buildSchema('type Query { viewer: User } type User { id: ID! name: String }');
  const side = { name: 'search', version: '1.0.0+s', channel: 'new' };
  it('names the operation, the field and the API', () => {
    const findings = unservedOperations(
      side,
      [
        {
          name: 'ViewerQuery',
          kind: 'query',
          file: 'src/viewer.graphql',
          fields: ['Query.viewer', 'User.id', 'User.avatar', 'User.__typename'],
        },
      ],
      schema,
      'platform-api',
    );
    assert.deepEqual(findings, [
      {
        rule: 'operation-unserved',
        message:
          'search@1.0.0+s (new) sends query ViewerQuery (src/viewer.graphql), which selects User.avatar; the schema platform-api publishes does not serve it',
        expected: 'platform-api: no User.avatar',
        actual: 'search@1.0.0+s (new): ViewerQuery selects User.avatar',
      },
    ]);
  });
  it('passes operations whose every field is served', () => {
    assert.deepEqual(
      unservedOperations(
        side,
        [{ name: 'V', kind: 'query', file: 'v.graphql', fields: ['Query.viewer', 'User.name'] }],
        schema,
        'platform-api',
      ),
      [],
    );
  });
});

describe('gateRelease with a recorded surface', () => {
  const schema = buildSchema('type Query { viewer: User } type User { id: ID! name: String }');
  const side = { name: 'search', version: '1.0.0+s', channel: 'new' };
  const input = (document: string, fields: string[]) => ({
    contractVersion: CONTRACT_VERSION,
    facts: {
      exposes: ['search-box', 'search-results'],
      events: { publishes: [], consumes: [] },
      operations: [{ file: 'src/viewer.graphql', document }],
      initialPackages: {},
      surface: surface({
        exposes: ['search-box', 'search-results'],
        operations: [{ name: 'ViewerQuery', kind: 'query' as const, file: 'src/viewer.graphql', fields }],
      }),
    },
    sizes: { federationVersion: '1', entryGzip: 0, exposes: {} },
    host: { contractVersion: CONTRACT_VERSION, federationVersion: '1', mountedExposes: [], eventSchemas: {} },
    schema,
    budget: { initialJsGzipBytes: 1, initialRequests: 1 },
    singletons: [],
    page: { release: side, live: [], host, api: 'platform-api' },
  });

  it('says a field the schema no longer serves once, naming the operation, and keeps other GraphQL errors', () => {
    const findings = gateRelease(
      input('query ViewerQuery { viewer { id avatar } unknownRoot }', ['Query.viewer', 'User.id', 'User.avatar']),
    );
    assert.deepEqual(
      findings.map((finding) => finding.rule),
      ['operation-unserved', 'graphql'],
    );
    assert.match(findings[1]?.message ?? '', /Cannot query field "unknownRoot" on type "Query"/);
  });

  it('passes an operation the schema serves, and compares events with the page, not with digests', () => {
    assert.deepEqual(
      gateRelease(input('query ViewerQuery { viewer { id name } }', ['Query.viewer', 'User.id', 'User.name'])),
      [],
    );
  });
});
