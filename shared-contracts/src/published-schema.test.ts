/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('published GraphQL schema', () => {
  it('is the API schema, unchanged (run `npm run codegen -w platform-api` after editing it)', () => {
    expect(read('shared-contracts/graphql/schema.graphql')).toBe(read('platform-api/schema.graphql'));
  });

  it('is a valid schema with the operations the shell calls', () => {
    const schema = buildSchema(read('shared-contracts/graphql/schema.graphql'));
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(mutations).toEqual(
      expect.arrayContaining(['sendAcctAuthEmail', 'verifyLoginCode', 'logClientEvents', 'followUser']),
    );
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(['viewer', 'visitor', 'variantFlags', 'staffPicksFeed']),
    );
  });
});
