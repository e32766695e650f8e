import type { CodegenConfig } from '@graphql-codegen/cli';

const row = (table: string) => `../db/rows.ts#${table}`;

const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    './src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#ApiContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date', JSON: 'unknown' },
        mappers: {
          User: row('UserRow'),
          Viewer: row('UserRow'),
          // The viewer's own edge: its connection resolves from the viewer row.
          ViewerEdge: row('UserRow'),
          Collection: row('PublicationRow'),
          Post: row('PostRow'),
          Tag: row('TagRow'),
          Catalog: row('CatalogRow'),
          MembershipStatus: row('MembershipRow'),
          Notification: row('NotificationRow'),
          Membership: row('MembershipRow'),
          PublicationSubmission: row('PublicationSubmissionRow'),
        },
      },
    },
  },
};

export default config;
