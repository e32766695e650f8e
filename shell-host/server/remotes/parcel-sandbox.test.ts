/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_PROVIDED } from '@inkpot/config/federation';
import { codeFolders, parcelSandbox, sandboxEnvOf, type SandboxRender } from './parcel-sandbox.ts';

// Real processes under Node's permission model (the pinned Node runs the tests).
jest.setTimeout(30_000);

const HOST_DIR = path.resolve('shell-host');
const ROOT = path.resolve('.');
// The page's props made again in the sandbox: here, only the parcel's data.
const propsDir = mkdtempSync(path.join(os.tmpdir(), 'inkpot-sandbox-'));
const PROPS_MODULE = path.join(propsDir, 'props.cjs');
writeFileSync(PROPS_MODULE, 'exports.serverParcelProps = ({ data }) => ({ ...data });');
// Outside anything the sandbox may read: what a build must not reach.
const SECRET_FILE = path.join(mkdtempSync(path.join(os.tmpdir(), 'inkpot-secret-')), 'secret.txt');
writeFileSync(SECRET_FILE, 'the edge secret');

const sandbox = parcelSandbox({
  childFile: path.join(HOST_DIR, 'server', 'remotes', 'parcel-sandbox-child.ts'),
  propsModule: PROPS_MODULE,
  provided: SERVER_PROVIDED,
  readPaths: codeFolders(HOST_DIR),
  env: sandboxEnvOf({ NODE_ENV: 'production', DEPLOY_TOKEN: 'a-deploy-token-of-24-chars', PGPASSWORD: 'x' }),
  stuckAfterMs: 300,
  logger: { warn: () => undefined },
});
afterAll(() => sandbox.close());

const build = (key: string, code: string): SandboxRender['build'] => ({
  key,
  url: `https://remote.test/${key}.cjs`,
  code,
});
const render = (code: string, key: string, signal = new AbortController().signal) =>
  sandbox.render(
    {
      build: build(key, `exports.contractVersion = '1.0.0';\n${code}`),
      remote: 'search',
      parcel: 'search-results',
      data: { q: 'night' },
      page: { state: {} as never, url: '/search?q=night', cache: {} },
      nonce: 'n',
      api: { origin: 'http://127.0.0.1:9', headers: {} },
    },
    signal,
  );

describe('the parcel sandbox', () => {
  it("renders with the edge's React from the parcel's props", async () => {
    const answer = await render(
      `const React = require('react'); const { renderToString } = require('react-dom/server');
       exports.prerenderParcel = async (parcel, request) =>
         renderToString(React.createElement('p', null, parcel + ' for ' + request.props.q));`,
      'react',
    );
    expect(answer).toEqual({ html: '<p>search-results for night</p>', contractVersion: '1.0.0' });
  });

  it("keeps a build from the file system, child processes and the edge's secrets", async () => {
    const answer = await render(
      `const attempt = (work) => { try { work(); return 'allowed'; } catch (error) { return error.code ?? error.message; } };
       exports.prerenderParcel = async () => JSON.stringify({
         readSecret: attempt(() => require('fs').readFileSync(${JSON.stringify(SECRET_FILE)})),
         readRepo: attempt(() => require('fs').readFileSync(${JSON.stringify(path.join(ROOT, 'package.json'))})),
         write: attempt(() => require('fs').writeFileSync(${JSON.stringify(path.join(HOST_DIR, 'written.txt'))}, 'x')),
         spawn: attempt(() => require('child_process').execSync('id')),
         worker: attempt(() => new (require('worker_threads').Worker)('1', { eval: true })),
         env: Object.keys(process.env).sort(),
       });`,
      'escape',
    );
    expect(JSON.parse(answer?.html ?? '{}')).toEqual({
      readSecret: 'ERR_ACCESS_DENIED',
      readRepo: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
      env: ['NODE_ENV'],
    });
    // Nothing was written either.
    expect(() => readFileSync(path.join(HOST_DIR, 'written.txt'))).toThrow();
  });

  it('refuses a package the edge does not provide, and says why a build failed', async () => {
    await expect(render(`require('left-pad');`, 'left-pad')).rejects.toThrow(
      /asked for "left-pad", which the edge does not provide/,
    );
    await expect(render(`exports.nothing = 1;`, 'nothing')).rejects.toThrow(/is not a server build/);
  });

  it('gives up on a build stuck in a loop, ends its sandbox and renders the next page in a new one', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    expect(await render(`exports.prerenderParcel = async () => { for (;;); };`, 'stuck', controller.signal)).toBeNull();
    // Pages asking meanwhile are left to the browser; once it is ended (stuckAfterMs), a new sandbox answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await render(`exports.prerenderParcel = async () => 'after';`, 'after');
    expect(answer?.html).toBe('after');
  });
});
