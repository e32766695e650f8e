import { z } from 'zod/mini';
import { edgeGraphqlQuery } from '../api/api-graphql.ts';
import { oncePerFailure } from '../observability/failure-log.ts';

/** The slug of the publication an id names, null when there is none, `failed` when the API could not say. */
export type PublicationSlugLookup = (collectionId: string) => Promise<string | null | 'failed'>;

export const EDGE_PUBLICATION_BY_ID_QUERY = /* GraphQL */ `
  query EdgePublicationById($id: ID!) {
    collection(id: $id) {
      id
      slug
    }
  }
`;

const answerSchema = z.object({ data: z.object({ collection: z.nullable(z.object({ slug: z.string() })) }) });

/** `/c/{id}` is a publication URL form; the edge sends it to the publication's `/{slug}`. */
export function apiPublicationSlugLookup(
  apiUrl: string,
  logger: Pick<Console, 'error'> = console,
): PublicationSlugLookup {
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Publication lookup failed (${message}); serving /c/{id} as is.`,
  );
  return async function lookup(collectionId) {
    try {
      const { collection } = await edgeGraphqlQuery(
        apiUrl,
        { name: 'EdgePublicationById', query: EDGE_PUBLICATION_BY_ID_QUERY, variables: { id: collectionId } },
        answerSchema,
        undefined,
      );
      log.succeeded();
      return collection?.slug ?? null;
    } catch (error) {
      log.failed(error);
      return 'failed';
    }
  };
}
