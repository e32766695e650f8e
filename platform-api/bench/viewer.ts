/**
 * ViewerQuery benchmark: the API on an in-memory PGlite with the demo world, a signed-in demo
 * member, and autocannon posting the shell's ViewerQuery (viewer with membership, flags and
 * the sidebar's first page) with that session's cookie and xsrf token.
 */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { seedWorld } from '../src/seed/seed.ts';
import { signInAs, startTestApi } from '../src/testing/test-api.ts';
import { printLoad, runLoad, type LoadResult } from './load.ts';

export const VIEWER_QUERY = `query ViewerQuery {
  viewer {
    id name username imageId emailObfuscated isSuspended dismissableFlags
    membership { id tier memberSince friendSince }
    partnerProgramEnrollment { id status }
    verifications { isBookAuthor }
    viewerEdge { id followedEntitiesConnection(first: 10) { edges { hasUnread node { id } } pageInfo { hasNextPage endCursor } } }
  }
  notificationStatus { unreadNotificationCount }
}`;

export async function benchViewer(options: { duration: number; connections: number }): Promise<LoadResult> {
  const api = await startTestApi();
  try {
    await seedWorld(api.db);
    const [reader] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'reader@demo.inkpot.test'));
    if (!reader) throw new Error('The demo reader is missing from the seed.');
    const client = api.client();
    await signInAs(api, client, reader.id);
    const probe = await client.graphql<{ viewer: { id: string } | null }>(VIEWER_QUERY);
    if (probe.data?.viewer?.id !== reader.id)
      throw new Error(`ViewerQuery did not answer the reader: ${JSON.stringify(probe)}`);

    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const result = await runLoad('ViewerQuery (signed-in reader)', {
      url: `${api.url}/_/graphql`,
      duration: options.duration,
      connections: options.connections,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ operationName: 'ViewerQuery', query: VIEWER_QUERY }),
    });
    printLoad(result);
    return result;
  } finally {
    await api.close();
  }
}
