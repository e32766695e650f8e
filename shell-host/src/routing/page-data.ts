import type { ApolloClient } from '@apollo/client';
import { nextTask } from '../lib/next-task.ts';
import type { PageQuery } from './page-props.ts';

/** Runs a page's queries (cache first: what the cache holds is not asked again). */
export function fetchPageQueries(apollo: ApolloClient, queries: ReadonlyArray<PageQuery>): Promise<unknown> {
  return Promise.all(queries.map((query) => apollo.query(query)));
}

/**
 * Before the browser hydrates a page the server rendered: each of the page's queries is read from
 * the cache the server filled, in tasks of their own. The first read of a document is Apollo's
 * most expensive one (its checks and transforms of the document, then the cache diff, both kept
 * for the next read); done while the page hydrates, it was most of hydration's longest task on a
 * slow phone. Nothing goes to the network here: a query the cache cannot answer is left to the
 * page, which asks for it and shows its errors.
 */
export async function readPageQueriesAhead(apollo: ApolloClient, queries: ReadonlyArray<PageQuery>): Promise<void> {
  for (const query of queries) {
    await nextTask();
    try {
      // A query that is never subscribed to starts nothing: this checks and transforms the document.
      apollo.watchQuery(query);
    } catch {
      continue;
    }
    await nextTask();
    apollo.readQuery(query);
  }
}
