import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { authMutations } from './mutation-auth.ts';
import { authQueries } from './query-auth.ts';
import { contentMutations } from './mutation-content.ts';
import { telemetryMutations } from './mutation-telemetry.ts';
import { typeResolvers } from './types.ts';
import { publicationNewsletterMutations } from './publication-tools.ts';
import { publicationSettingsFields, publicationSettingsMutations } from './publication-settings.ts';
import { readQueries } from './query.ts';
import { scalars } from './scalars.ts';
import { statsAndImageMutations } from './stats-and-images.ts';
import { withSubmissions } from './submissions.ts';
import { tagQueries } from './tag.ts';
import { writingMutations, writingQueries } from './writing.ts';

/** One resolver map from the per-area files; each owns its fields, none overlap. */
export const resolvers: Resolvers = withSubmissions({
  ...scalars,
  ...typeResolvers,
  Collection: { ...typeResolvers.Collection, ...publicationSettingsFields },
  Query: { ...readQueries, ...authQueries, ...tagQueries, ...writingQueries },
  Mutation: {
    ...authMutations,
    ...contentMutations,
    ...telemetryMutations,
    ...statsAndImageMutations,
    ...publicationNewsletterMutations,
    ...writingMutations,
    ...publicationSettingsMutations,
  },
});
