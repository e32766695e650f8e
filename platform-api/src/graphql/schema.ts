import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { ApiContext } from '../context.ts';
import { resolvers } from './resolvers/index.ts';

export const SCHEMA_PATH = path.join(import.meta.dirname, '..', '..', 'schema.graphql');

export function buildSchema() {
  return createSchema<ApiContext>({ typeDefs: readFileSync(SCHEMA_PATH, 'utf8'), resolvers });
}
