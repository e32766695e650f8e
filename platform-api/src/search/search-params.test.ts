import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchRequestError } from './search-error.ts';
import { DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE, readMultiQueryBody } from './search-params.ts';

const PREFIX = 'inkpot_';

const refused = (body: unknown, status: number, message: RegExp) =>
  assert.throws(
    () => readMultiQueryBody(body, PREFIX),
    (error) => error instanceof SearchRequestError && error.status === status && message.test(error.message),
  );

describe('multi-query body', () => {
  it('reads the v5 form with parameters on the request', () => {
    const [request] = readMultiQueryBody(
      {
        requests: [
          {
            indexName: 'inkpot_post',
            query: 'ins',
            hitsPerPage: 8,
            facetFilters: [['collectionId:c1']],
            clickAnalytics: true,
            analyticsTags: ['logged-in'],
            attributesToRetrieve: ['title'],
            attributesToHighlight: [],
          },
        ],
      },
      PREFIX,
    );
    assert.equal(request?.index.kind, 'post');
    assert.equal(request?.query, 'ins');
    assert.equal(request?.hitsPerPage, 8);
    assert.equal(request?.clickAnalytics, true);
    assert.deepEqual(request?.attributesToRetrieve, ['title']);
    assert.deepEqual(request?.filters, [[{ type: 'facet', attribute: 'collectionId', value: 'c1', negated: false }]]);
    assert.match(request?.params ?? '', /query=ins&hitsPerPage=8/);
  });

  it('reads the v4 form with url-encoded params', () => {
    const params = new URLSearchParams({
      query: 'data',
      hitsPerPage: '2',
      page: '1',
      facetFilters: JSON.stringify(['creatorId:u1']),
      numericFilters: 'latestPublishedAt>5',
      clickAnalytics: 'true',
      attributesToRetrieve: 'postId,title',
    }).toString();
    const [request] = readMultiQueryBody({ requests: [{ indexName: 'inkpot_post', params }] }, PREFIX);
    assert.equal(request?.hitsPerPage, 2);
    assert.equal(request?.page, 1);
    assert.equal(request?.clickAnalytics, true);
    assert.deepEqual(request?.attributesToRetrieve, ['postId', 'title']);
    assert.equal(request?.filters.length, 2);
  });

  it('defaults hitsPerPage to 3 and caps it at 50', () => {
    const [plain, many] = readMultiQueryBody(
      { requests: [{ indexName: 'inkpot_tag' }, { indexName: 'inkpot_user', hitsPerPage: 500 }] },
      PREFIX,
    );
    assert.equal(plain?.hitsPerPage, DEFAULT_HITS_PER_PAGE);
    assert.equal(plain?.query, '');
    assert.equal(many?.hitsPerPage, MAX_HITS_PER_PAGE);
  });

  it('refuses malformed bodies with the reason', () => {
    refused(null, 400, /JSON object with a requests list/);
    refused([], 400, /JSON object/);
    refused({}, 400, /requests/);
    refused({ requests: [] }, 400, /requests/);
    refused({ requests: [{}] }, 400, /requests\[0\]\.indexName/);
    refused({ requests: [{ indexName: 'inkpot_post', hitsPerPage: -1 }] }, 400, /hitsPerPage/);
    refused({ requests: [{ indexName: 'inkpot_post', hitsPerPage: 'many' }] }, 400, /hitsPerPage/);
    refused({ requests: [{ indexName: 'inkpot_post', params: 'hitsPerPage=x' }] }, 400, /hitsPerPage/);
    refused({ requests: [{ indexName: 'inkpot_post', type: 'facet' }] }, 400, /only 'default'/);
    refused(
      { requests: [{ indexName: 'inkpot_post', attributesToRetrieve: ['secret'] }] },
      400,
      /'secret' is not an attribute/,
    );
    refused({ requests: [{ indexName: 'inkpot_post', filters: 'nope:1' }] }, 400, /'nope' cannot be filtered/);
  });

  it('answers 404 for an index that does not exist, listing the indexes', () => {
    refused(
      { requests: [{ indexName: 'other_post' }] },
      404,
      /inkpot_post, inkpot_user, inkpot_collection, inkpot_tag/,
    );
  });
});
