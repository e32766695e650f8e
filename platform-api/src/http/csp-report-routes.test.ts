/** The CSP violation report intake: both report formats, validation, size and rate caps. */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import { cspReportRoutes, CSP_REPORTS_PATH } from './csp-report-routes.ts';

const logged: string[] = [];
let url = '';
let close: () => Promise<void>;

before(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(cspReportRoutes({ logger: { warn: (line: string) => logged.push(line) }, perClientPerMinute: 3 }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${CSP_REPORTS_PATH}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

after(() => close());

const post = (contentType: string, body: unknown, ip: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const lastLogged = () => JSON.parse((logged.at(-1) ?? '').replace('[csp] violation ', '')) as Record<string, unknown>;

describe('CSP report intake', () => {
  it('logs a report-uri report without the query strings of the URLs', async () => {
    const response = await post(
      'application/csp-report',
      {
        'csp-report': {
          'document-uri': 'http://localhost:3000/m/callback/email?token=secret',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'original-policy': "script-src 'nonce-x'",
          disposition: 'enforce',
          'blocked-uri': 'https://evil.example/x.js?session=abc',
          'status-code': 200,
        },
      },
      '203.0.113.1',
    );
    assert.equal(response.status, 204);
    assert.deepEqual(lastLogged(), {
      documentUrl: 'http://localhost:3000/m/callback/email',
      blockedUrl: 'https://evil.example/x.js',
      directive: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: null,
      line: null,
      column: null,
      sample: null,
    });
  });

  it('logs the csp-violation entries of a Reporting API batch and ignores other report types', async () => {
    const before = logged.length;
    const response = await post(
      'application/reports+json',
      [
        {
          type: 'csp-violation',
          age: 1,
          url: 'http://localhost:3000/',
          body: {
            documentURL: 'http://localhost:3000/',
            blockedURL: 'inline',
            effectiveDirective: 'style-src-elem',
            disposition: 'enforce',
            sourceFile: 'http://localhost:3001/remote-entry.0123456789ab.js',
            lineNumber: 1,
            columnNumber: 2,
            sample: '.ink-top-bar{display:flex}',
          },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ],
      '203.0.113.2',
    );
    assert.equal(response.status, 204);
    assert.equal(logged.length, before + 1);
    assert.equal(lastLogged().directive, 'style-src-elem');
    assert.equal(lastLogged().blockedUrl, 'inline');
  });

  it('refuses what is not a report, and bodies over 16 KiB', async () => {
    assert.equal((await post('application/csp-report', { hello: 'world' }, '203.0.113.3')).status, 400);
    assert.equal(
      (await post('application/reports+json', [{ type: 'csp-violation', body: {} }], '203.0.113.3')).status,
      400,
    );
    const huge = { 'csp-report': { 'document-uri': 'http://localhost:3000/', 'script-sample': 'x'.repeat(20_000) } };
    assert.equal((await post('application/csp-report', huge, '203.0.113.3')).status, 413);
  });

  it('logs at most the per-client budget per minute and drops the rest', async () => {
    const before = logged.length;
    const report = { 'csp-report': { 'document-uri': 'http://localhost:3000/', 'effective-directive': 'img-src' } };
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await post('application/csp-report', report, '203.0.113.4')).status);
    assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
    assert.equal(logged.length, before + 3);
  });
});
