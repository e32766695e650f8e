/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { loadEnv, trustProxySetting } from './env.mjs';

describe('TRUST_PROXY', () => {
  it('is loopback unless set: a hop count, or addresses, CIDR ranges and names', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('loopback');
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting(' 10.0.0.0/8 , loopback,fd00::/8, 192.0.2.7 ')).toBe(
      '10.0.0.0/8, loopback, fd00::/8, 192.0.2.7',
    );
  });

  it('refuses what Express would ignore without a word, naming it', () => {
    expect(trustProxySetting('10.0.0.0/33')).toEqual({ problem: expect.stringContaining('"10.0.0.0/33"') });
    expect(trustProxySetting('loopbak')).toEqual({ problem: expect.stringContaining('"loopbak"') });
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: "everyone" is not a hop count/);
  });
});
