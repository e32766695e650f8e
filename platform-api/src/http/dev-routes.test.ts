import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { describe, it } from 'node:test';
import { isDirectLoopbackRequest } from './dev-routes.ts';

const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
  socket: { remoteAddress } as Socket,
  headers,
});

describe('isDirectLoopbackRequest', () => {
  it('accepts a request from this machine with no proxy in between', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      assert.equal(isDirectLoopbackRequest(request(address)), true, address);
  });

  it('refuses any other peer, IPv4-mapped ones included', () => {
    for (const address of ['10.0.0.1', '192.168.1.4', '::ffff:10.0.0.1', 'fe80::1', '::', '', undefined])
      assert.equal(isDirectLoopbackRequest(request(address)), false, String(address));
  });

  it('refuses a loopback peer that relays someone else (an edge or proxy on this machine)', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'x-forwarded-host'])
      assert.equal(isDirectLoopbackRequest(request('127.0.0.1', { [header]: 'x' })), false, header);
  });
});
