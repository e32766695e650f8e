/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { allPorts, clusterPorts, haproxyConfig } from './cluster.mjs';

const hasHaproxy = spawnSync('sh', ['-c', 'command -v haproxy']).status === 0;

describe('the cluster', () => {
  it('derives every port from the public one, none shared with npm start or each other', () => {
    const all = allPorts(clusterPorts(8080));
    expect(new Set(all).size).toBe(all.length);
    for (const port of [3000, 3001, 3002, 3003, 3004, 3005, 4000, 4001]) expect(all).not.toContain(port);
  });

  it('puts both edges and both APIs behind health-checked backends', () => {
    const config = haproxyConfig(clusterPorts(8080), '127.0.0.1');
    expect(config).toContain('bind 127.0.0.1:8080');
    expect(config).toContain('server edge-1 127.0.0.1:8180 check');
    expect(config).toContain('server edge-2 127.0.0.1:8181 check');
    expect(config).toContain('server api-2 127.0.0.1:8281 check');
    expect(config).toContain('option httpchk GET /_/health/ready');
    // Only reads are sent twice.
    expect(config).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD');
  });

  (hasHaproxy ? it : it.skip)('writes a configuration HAProxy accepts', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'haproxy-')), 'haproxy.cfg');
    writeFileSync(file, haproxyConfig(clusterPorts(18080), '127.0.0.1'));
    const checked = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
    expect(checked.stderr + checked.stdout).toMatch(/Configuration file is valid/);
    expect(checked.status).toBe(0);
  });
});
