/** @jest-environment node */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import resolve from 'enhanced-resolve';
import { PART_RESOLVE } from './preset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const resolveInBuild = resolve.create.sync({
  ...PART_RESOLVE,
  conditionNames: ['import', 'module', 'webpack', 'browser'],
  mainFields: ['browser', 'module', 'main'],
});
const apolloCore = path.dirname(resolveInBuild(root, '@apollo/client'));

describe('the parts’ builds’ resolution', () => {
  it('gives Apollo Client’s graphql-tag import the module that refuses to parse, not the GraphQL parser', async () => {
    const resolved = resolveInBuild(apolloCore, 'graphql-tag');
    expect(path.basename(resolved)).toBe('graphql-tag-refused.mjs');
    const { gql, resetCaches } = await import(resolved);
    expect(
      () => gql`
        query A {
          a
        }
      `,
    ).toThrow(/write the operation in a \.graphql file/);
    expect(resetCaches()).toBeUndefined();
  });

  it('leaves everything else as it is: Apollo Client itself, and graphql-tag’s own files by path', () => {
    expect(resolveInBuild(root, '@apollo/client')).toContain(`node_modules${path.sep}@apollo${path.sep}client`);
    expect(resolveInBuild(root, 'graphql-tag/lib/index.js')).toContain(`graphql-tag${path.sep}lib`);
  });
});
