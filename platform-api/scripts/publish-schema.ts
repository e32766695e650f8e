// Publishes the API's schema into shared-contracts, where remotes generate typed documents
// from it. Run by `npm run codegen -w platform-api`; a shared-contracts test catches drift.
import { copyFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');
copyFileSync(
  path.join(root, 'platform-api', 'schema.graphql'),
  path.join(root, 'shared-contracts', 'graphql', 'schema.graphql'),
);
console.log('[codegen] schema published to shared-contracts/graphql/schema.graphql');
