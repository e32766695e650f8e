/**
 * No container engine runs on the machines that build this, so docker-compose.yml and
 * deploy/Dockerfile are checked by what can run: the compose file is valid against the Compose
 * Specification's JSON schema; every port and health check agrees with config/env.mjs's defaults
 * and with the image the service runs; every image is multi-stage, on the pinned Node, runs as a
 * user other than root and says how it is healthy; every long-running service restarts.
 *
 * deploy/compose-spec.schema.json is the compose-spec/compose-spec repository's
 * schema/compose-spec.json, unchanged, as of its commit a08f8d51631b7127ddac3d2c65537db429d0f1d0
 * (2025-10-28; the repository tags no schema versions). Refresh it from there.
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { loadEnv, REMOTES } from '../env.mjs';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true });
const services = Object.entries(compose.services);
const defaults = loadEnv({});
const pinnedNode = JSON.parse(read('package.json')).devDependencies.node;

/**
 * A Dockerfile's stages: each with its name, what it is FROM (an image or an earlier stage) and its
 * instructions, continuation lines joined, comments and parser directives left out.
 * @param {string} text
 */
function dockerStages(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  /** @type {{ name: string, from: string, instructions: { op: string, args: string }[] }[]} */
  const stages = [];
  for (const line of lines) {
    const [, op, args] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [from, as, name] = args.split(/\s+/);
      expect({ line, as: as?.toUpperCase() }).toEqual({ line, as: 'AS' });
      stages.push({ name, from, instructions: [] });
    } else {
      expect({ line, inStage: stages.length > 0 }).toEqual({ line, inStage: true });
      stages.at(-1).instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

const dockerfile = read('deploy/Dockerfile');
const stages = dockerStages(dockerfile);
const stageNamed = new Map(stages.map((stage) => [stage.name, stage]));

/**
 * What a target's image ends up with: its stage's instructions after those of the stages it is
 * built FROM (the nearest one wins for USER, HEALTHCHECK, CMD, STOPSIGNAL and WORKDIR).
 * @param {string} target
 */
function image(target) {
  const chain = [];
  for (let stage = stageNamed.get(target); stage; stage = stageNamed.get(stage.from)) chain.unshift(stage);
  const instructions = chain.flatMap((stage) => stage.instructions);
  const last = (op) => instructions.findLast((instruction) => instruction.op === op)?.args;
  const env = Object.fromEntries(
    instructions
      .filter((instruction) => instruction.op === 'ENV')
      .flatMap((instruction) => [...instruction.args.matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name, value])),
  );
  const healthcheck = last('HEALTHCHECK');
  return {
    base: chain[0]?.from,
    user: last('USER'),
    workdir: last('WORKDIR'),
    stopSignal: last('STOPSIGNAL'),
    env,
    cmd: last('CMD') && JSON.parse(last('CMD')),
    expose: instructions
      .filter((instruction) => instruction.op === 'EXPOSE')
      .flatMap((instruction) => instruction.args.split(/\s+/).map(Number)),
    healthcheck: healthcheck === 'NONE' ? 'NONE' : healthcheck && JSON.parse(healthcheck.replace(/^.*?CMD\s+/, '')),
  };
}

const targetOf = (service) => service.build?.target;
/** Every service but the one-shot tools: it runs until stopped. */
const longRunning = services.filter(([, service]) => !service.profiles?.includes('tools'));
/** The services running one of our images, with what they run (their command, else the image's). */
const ours = services
  .filter(([, service]) => service.build)
  .map(([name, service]) => ({ name, service, image: image(targetOf(service)) }));
const commandOf = ({ service, image: built }) => service.command ?? built.cmd;
/** The port each server listens on when nothing overrides config/env.mjs (what the images run with). */
const expectedPort = (name) =>
  ({ edge: defaults.HOST_PORT, api: defaults.API_PORT, oidc: defaults.DEV_OIDC_PORT })[name] ??
  defaults.remotePort(name);

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(read('deploy/compose-spec.schema.json'));
    const require = createRequire(path.join(root, 'config', 'package.json'));
    const draft07 = JSON.parse(readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-07.json'), 'utf8'));
    // The schema names draft-07 by its https address; Ajv knows it by its http one. Not strict: the
    // schema is theirs, written for any draft-07 validator (union types, `deprecated`).
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
    const validate = ajv.compile(schema);
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    // And the check itself catches a mistake.
    const broken = structuredClone(compose);
    broken.services.api.restart = 'sometimes';
    broken.services.edge.healthcheck.intervall = '2s';
    expect(validate(broken)).toBe(false);
  });

  it('builds every service but PostgreSQL from deploy/Dockerfile, one target per deployable', () => {
    expect(services.filter(([, service]) => !service.build).map(([name]) => name)).toEqual(['postgres']);
    for (const { name, service } of ours) {
      expect({ name, context: service.build.context, dockerfile: service.build.dockerfile }).toEqual({
        name,
        context: '.',
        dockerfile: 'deploy/Dockerfile',
      });
      expect({ name, target: stageNamed.has(targetOf(service)) }).toEqual({ name, target: true });
    }
    for (const remote of REMOTES) expect(targetOf(compose.services[remote])).toBe('origin');
  });

  it('starts files that exist', () => {
    for (const entry of ours) {
      const command = commandOf(entry);
      expect({ name: entry.name, runs: command?.[0] }).toEqual({ name: entry.name, runs: expect.any(String) });
      if (command[0] === 'node')
        expect({ file: command[1], exists: existsSync(path.join(root, command[1])) }).toEqual({
          file: command[1],
          exists: true,
        });
    }
  });

  it('restarts every long-running service, with an init process, and keeps the one-shot tools apart', () => {
    expect(longRunning.length).toBeGreaterThan(7);
    for (const [name, service] of longRunning) {
      expect({ name, restart: service.restart, init: service.init }).toEqual({
        name,
        restart: 'unless-stopped',
        init: true,
      });
      expect({ name, healthcheck: Array.isArray(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
    }
    expect(services.filter(([, service]) => service.profiles).map(([name]) => name)).toEqual(['tools']);
    expect(compose.services.tools.profiles).toEqual(['tools']);
  });

  it('calls a server healthy when its readiness answers on its config/env.mjs port, which it publishes and its image exposes and checks', () => {
    for (const { name, service, image: built } of ours.filter((entry) => entry.name !== 'tools')) {
      const port = expectedPort(name);
      expect({ name, test: service.healthcheck.test }).toEqual({
        name,
        test: ['CMD', 'node', 'config/scripts/ready-check.mjs', String(port)],
      });
      // The oidc service lives in the API's network: the API publishes its port.
      const publisher = service.network_mode ? compose.services[service.network_mode.replace('service:', '')] : service;
      expect({ name, published: publisher.ports }).toEqual({
        name,
        published: expect.arrayContaining([`${port}:${port}`]),
      });
      expect({ name, exposed: built.expose }).toEqual({ name, exposed: expect.arrayContaining([port]) });
      // The image's own HEALTHCHECK asks every port it exposes, the same way.
      expect({ name, imageHealthcheck: built.healthcheck }).toEqual({
        name,
        imageHealthcheck: ['node', 'config/scripts/ready-check.mjs', ...built.expose.map(String)],
      });
    }
    // The API publishes its own port and the local OpenID provider's, nothing else.
    expect(compose.services.api.ports).toEqual([
      `${defaults.API_PORT}:${defaults.API_PORT}`,
      `${defaults.DEV_OIDC_PORT}:${defaults.DEV_OIDC_PORT}`,
    ]);
    // One origin image for the five remotes: it exposes and checks all their ports.
    expect(image('origin').expose).toEqual(REMOTES.map((remote) => defaults.remotePort(remote)));
    expect(image('origin').healthcheck.slice(2).map(Number)).toEqual(image('origin').expose);
  });

  it('serves each remote at the URL the others use: its network alias and published port', () => {
    const urls = compose.services.edge.environment;
    const buildArgs = Object.fromEntries(
      stageNamed
        .get('build')
        .instructions.filter((instruction) => instruction.op === 'ARG')
        .map((instruction) => instruction.args.split('=')),
    );
    for (const remote of REMOTES) {
      const service = compose.services[remote];
      const port = defaults.remotePort(remote);
      const setting = `${remote.toUpperCase()}_URL`;
      expect({ remote, url: urls[setting] }).toEqual({ remote, url: `http://${remote}.localhost:${port}/` });
      expect({ remote, aliases: service.networks.default.aliases }).toEqual({
        remote,
        aliases: [`${remote}.localhost`],
      });
      expect({ remote, command: service.command }).toEqual({
        remote,
        command: ['node', 'config/scripts/static-server.mjs', remote],
      });
      // The registry file baked into the edge's image names the same URLs.
      expect({ remote, buildArg: buildArgs[setting] }).toEqual({ remote, buildArg: urls[setting] });
    }
    for (const [name, service] of ours.map((entry) => [entry.name, entry.service])) {
      expect({ name, API_URL: service.environment.API_URL }).toEqual({
        name,
        API_URL: `http://api:${defaults.API_PORT}`,
      });
      expect({ name, TRUST_PROXY: service.environment.TRUST_PROXY }).toEqual({
        name,
        TRUST_PROXY: 'loopback, uniquelocal',
      });
    }
  });

  it('shares the release folders between the tools and what serves them, and keeps PostgreSQL data', () => {
    /** Where config/env.mjs puts a folder by default, in an image (its WORKDIR is the checkout's root). */
    const inImage = (dir) => path.posix.join(image('origin').workdir, path.relative(root, dir));
    const originDir = inImage(defaults.RELEASE_ORIGIN_DIR);
    const hostReleasesDir = inImage(defaults.HOST_RELEASES_DIR);
    expect([originDir, hostReleasesDir]).toEqual(['/app/.data/origin', '/app/.data/host-releases']);
    for (const remote of REMOTES) {
      expect({ remote, volumes: compose.services[remote].volumes }).toEqual({
        remote,
        volumes: [`origin:${originDir}`],
      });
    }
    expect(compose.services.edge.volumes).toEqual([`host-releases:${hostReleasesDir}`]);
    expect(compose.services.tools.volumes).toEqual([`origin:${originDir}`, `host-releases:${hostReleasesDir}`]);
    expect(compose.services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['host-releases', 'origin', 'pgdata']);
  });

  it('starts the edge only when the API and every remote origin are ready', () => {
    const waitsFor = compose.services.edge.depends_on;
    for (const name of ['api', ...REMOTES])
      expect({ name, condition: waitsFor[name]?.condition }).toEqual({ name, condition: 'service_healthy' });
  });
});

describe('deploy/Dockerfile', () => {
  const targets = [...new Set(ours.map(({ service }) => targetOf(service)))];

  it('is multi-stage, every stage named, on the Node version pinned in package.json', () => {
    expect(stages.length).toBeGreaterThan(targets.length);
    const external = stages.filter((stage) => !stageNamed.has(stage.from));
    expect(external.map((stage) => stage.from)).toEqual([`node:${pinnedNode}-bookworm-slim`]);
    for (const stage of stages) expect(stage.name).toMatch(/^[a-z][a-z-]*$/);
    // Each stage is FROM an earlier one, never one defined after it.
    stages.forEach((stage, index) => {
      if (stageNamed.has(stage.from))
        expect(stages.findIndex((other) => other.name === stage.from)).toBeLessThan(index);
    });
  });

  it.each(targets)('%s: runs as a user other than root, with a health check, stopped by SIGTERM', (target) => {
    const built = image(target);
    expect(built.user).toMatch(/^[a-z_][a-z0-9_-]*$/);
    expect(['root', '0']).not.toContain(built.user);
    expect(built.stopSignal).toBe('SIGTERM');
    expect(built.workdir).toBe('/app');
    expect(built.env.BIND_HOST).toBe('0.0.0.0');
    expect(built.cmd).toEqual(expect.any(Array));
    if (target === 'tools') expect(built.healthcheck).toBe('NONE');
    else expect(built.healthcheck).toEqual(['node', 'config/scripts/ready-check.mjs', ...built.expose.map(String)]);
  });

  it('installs with the lockfile and .npmrc, builds once, and copies from the build context only what exists', () => {
    const instructions = stages.flatMap((stage) =>
      stage.instructions.map((instruction) => ({ ...instruction, stage })),
    );
    expect(
      instructions.filter(({ args }) => /\bnpm (ci|install)\b/.test(args)).every(({ args }) => /npm ci\b/.test(args)),
    ).toBe(true);
    expect(instructions.filter(({ args }) => /npm run build/.test(args)).map(({ stage }) => stage.name)).toEqual([
      'build',
    ]);
    const manifests = stageNamed
      .get('manifests')
      .instructions.flatMap(({ op, args }) => (op === 'COPY' ? args.split(/\s+/).slice(0, -1) : []));
    expect(manifests).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', '.npmrc']));
    const workspaces = JSON.parse(read('package.json')).workspaces;
    for (const workspace of workspaces) expect(manifests).toContain(`${workspace}/package.json`);
    for (const { op, args } of instructions.filter(({ op }) => op === 'COPY' || op === 'ADD')) {
      expect(op).toBe('COPY');
      if (/--from=/.test(args)) continue;
      const sources = args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources)
        expect({ source, exists: existsSync(path.join(root, source)) }).toEqual({ source, exists: true });
    }
  });

  it('has a .dockerignore that keeps installs, builds, data and reports out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '.git',
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      '.data',
      'test-results',
      'playwright-report',
    ])
      expect(ignored).toContain(entry);
  });
});
