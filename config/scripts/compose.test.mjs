/**
 * No container engine runs on the machines that build this, so docker-compose.yml is checked by
 * what can run: every file a service starts exists, every server is healthy only when its
 * readiness answers on the port it publishes, and every long-running service restarts.
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

const root = path.join(import.meta.dirname, '..', '..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const services = Object.entries(compose.services);
/** The services that run one of our servers (not PostgreSQL, not the tools profile). */
const servers = services.filter(
  ([name, service]) => name !== 'tools' && typeof service.command === 'string' && service.command.startsWith('node '),
);

describe('docker-compose.yml', () => {
  it('starts files that exist', () => {
    expect(servers.length).toBeGreaterThan(5);
    for (const [, service] of servers) expect(existsSync(path.join(root, service.command.split(' ')[1]))).toBe(true);
  });

  it('calls a server healthy when its readiness answers on the port it publishes, and restarts it', () => {
    for (const [name, service] of servers) {
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
      if (name === 'oidc') continue; // shares the API's network; it needs nothing to be ready
      const published = String(service.ports?.[0] ?? '').split(':')[0];
      expect({ name, test: service.healthcheck?.test }).toEqual({
        name,
        test: ['CMD', 'node', 'config/scripts/ready-check.mjs', published],
      });
    }
  });

  it('starts the edge only when the API and every remote origin are ready', () => {
    const waitsFor = compose.services.edge.depends_on;
    for (const name of ['api', 'navigation', 'auth', 'membership', 'search', 'notifications'])
      expect({ name, condition: waitsFor[name]?.condition }).toEqual({ name, condition: 'service_healthy' });
  });
});
