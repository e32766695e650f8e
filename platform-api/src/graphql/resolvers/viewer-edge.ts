/** The viewer's edge: when they joined, the writers and publications they follow (the sidebar) and suggestions. */
import type { ViewerEdgeResolvers } from '../../__generated__/resolvers-types.ts';
import { listFollowedEntities } from '../../domain/followed-entities.ts';
import { listFollowSuggestions } from '../../domain/follow-suggestions.ts';
import { loaders } from './loaders.ts';

export const ViewerEdge: ViewerEdgeResolvers = {
  id: (viewer) => `viewer-edge:${viewer.id}`,
  createdAt: (viewer) => viewer.createdAt,
  followedEntitiesConnection: async (viewer, args, ctx) => {
    const page = await listFollowedEntities(ctx.db, viewer.id, args);
    const load = loaders(ctx);
    const entities = await Promise.all(
      page.edges.map((edge) =>
        edge.entityType === 'USER' ? load.user.load(edge.entityId) : load.publication.load(edge.entityId),
      ),
    );
    return {
      // A follow whose writer or publication no longer exists is left out rather than failing the list.
      edges: page.edges.flatMap((edge, index) => {
        const entity = entities[index];
        return entity
          ? [{ lastPublishedAt: edge.lastPublishedAt, hasUnread: edge.hasUnread, node: { id: edge.entityId, entity } }]
          : [];
      }),
      pageInfo: page.pageInfo,
    };
  },
  followSuggestionsConnection: async (viewer, args, ctx) => {
    const page = await listFollowSuggestions(ctx.db, viewer.id, args);
    const load = loaders(ctx);
    const entities = await Promise.all(
      page.edges.map((edge) =>
        edge.entityType === 'USER' ? load.user.load(edge.entityId) : load.publication.load(edge.entityId),
      ),
    );
    return {
      // Deleted between the two queries: left out, as in the Following list.
      edges: page.edges.flatMap((edge, index) => {
        const entity = entities[index];
        return entity ? [{ sharedFollowCount: edge.sharedFollowCount, entity }] : [];
      }),
      pageInfo: page.pageInfo,
    };
  },
};
