import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { fetchPageQueries, readPageQueriesAhead } from './page-data.ts';
import type { PageQuery } from './page-props.ts';

const STORY = parse(`
  query Story($id: ID!) {
    post(id: $id) {
      id
      title
    }
  }
`);
const WRITER = parse(`
  query Writer($username: String!) {
    user(username: $username) {
      id
      name
    }
  }
`);
const FOLLOW = parse(`
  mutation Follow($id: ID!) {
    followUser(id: $id) {
      id
    }
  }
`);

const story: PageQuery = { query: STORY, variables: { id: 'p1' } };
const writer: PageQuery = { query: WRITER, variables: { username: 'ines' } };

/** A client whose network answers every operation with a story, counting what it was asked. */
function client() {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: { post: { __typename: 'Post', id: 'p1', title: 'From the network' } } });
        observer.complete();
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  return { apollo, asked };
}

describe('fetchPageQueries', () => {
  it('asks the network for what the cache does not hold, and not for what it does', async () => {
    const { apollo, asked } = client();
    await fetchPageQueries(apollo, [story]);
    expect(apollo.readQuery({ ...story })).toEqual({
      post: { __typename: 'Post', id: 'p1', title: 'From the network' },
    });
    await fetchPageQueries(apollo, [story]);
    expect(asked).toEqual(['Story']);
  });
});

describe('readPageQueriesAhead', () => {
  afterEach(() => jest.useRealTimers());

  it('reads each query from the cache, in tasks after the current one, without the network', async () => {
    jest.useFakeTimers();
    const { apollo, asked } = client();
    apollo.writeQuery({ ...story, data: { post: { __typename: 'Post', id: 'p1', title: 'From the server' } } });
    const read = jest.spyOn(apollo, 'readQuery');
    const done = readPageQueriesAhead(apollo, [story, writer]);
    await Promise.resolve();
    // Nothing in the task that called it.
    expect(read).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    await done;
    expect(read.mock.calls.map(([options]) => options.query)).toEqual([STORY, WRITER]);
    expect(read.mock.results.map(({ value }) => value)).toEqual([
      { post: { __typename: 'Post', id: 'p1', title: 'From the server' } },
      // The writer is not in the cache: the page will ask for it, not this.
      null,
    ]);
    expect(asked).toEqual([]);
  });

  it('goes on past a document Apollo refuses (the page shows that error)', async () => {
    const { apollo } = client();
    const read = jest.spyOn(apollo, 'readQuery');
    await expect(readPageQueriesAhead(apollo, [{ query: FOLLOW, variables: { id: 'u1' } }, story])).resolves.toBe(
      undefined,
    );
    expect(read.mock.calls.map(([options]) => options.query)).toEqual([STORY]);
  });
});
