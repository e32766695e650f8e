/** @jest-environment node */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { sharedModules } from './federation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('sharedModules', () => {
  it('shares the singletons as one instance and date-fns/format as a versioned copy, with each part’s own ranges', () => {
    const membership = sharedModules(path.join(root, 'mfe-membership'));
    expect(membership.react).toEqual({ singleton: true, requiredVersion: expect.stringMatching(/^\^19\./) });
    expect(membership['date-fns/format']).toEqual({
      singleton: false,
      requiredVersion: expect.stringMatching(/^\^4\./),
    });
    expect(membership['date-fns']).toBeUndefined();
  });

  it('shares nothing of a package the part does not depend on', () => {
    const navigation = sharedModules(path.join(root, 'mfe-navigation'));
    expect(navigation['date-fns/format']).toBeUndefined();
    expect(navigation['react-dom/client']).toMatchObject({ singleton: true });
  });
});
