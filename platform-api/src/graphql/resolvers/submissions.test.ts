import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse as parseCookies } from 'cookie';
import {
  alreadyIn,
  alreadyWaitingAt,
  notAWriterOf,
  onlyEditorsDecide,
  SUBMISSION_NOT_FOUND,
  SUBMISSION_NOTE_MAX_LENGTH,
  SUBMISSION_ONLY_WRITER_WITHDRAWS,
  submissionAlreadyDecided,
  submissionNoteTooLong,
} from '@inkpot/shared-contracts/publication-submissions';
import { STORY_BODY_EMPTY, STORY_NOT_AUTHOR } from '@inkpot/shared-contracts/stories';
import { sessionCookieName } from '../../auth/sessions.ts';
import { addStaff, follow, insertPost, insertPublication } from '../../testing/fixtures.ts';
import {
  expectData as data,
  signedInUser,
  startTestApi,
  type TestApi,
  type TestClient,
} from '../../testing/test-api.ts';
import { responseCache } from '../response-cache.ts';

let api: TestApi;
before(async () => {
  // As main.ts runs it: each side must see the other's write although results are cached.
  const cache = responseCache({
    sessionCookieOf: (request) => parseCookies(request.headers.get('cookie') ?? '')[sessionCookieName(false)],
    ttlMs: 60_000,
  });
  api = await startTestApi({ responseCache: cache });
});
after(async () => {
  await api.close();
});

const RESULT = /* GraphQL */ `
  __typename
  ... on PublicationSubmission {
    id
    state
    note
    submittedAt
    decidedAt
    publication {
      id
      name
    }
    writer {
      id
    }
    post {
      id
      isPublished
      statusForCollection
      collection {
        id
      }
    }
    content {
      type
      text
    }
  }
  ... on BadRequest {
    message
  }
  ... on NotFound {
    message
  }
  ... on Forbidden {
    message
  }
`;
interface Submission {
  __typename: string;
  id: string;
  state: string;
  note: string | null;
  decidedAt: string | null;
  publication: { id: string; name: string };
  writer: { id: string };
  post: { id: string; isPublished: boolean; statusForCollection: string | null; collection: { id: string } | null };
  content: { type: string; text: string }[];
  message?: string;
}
type Result = { result: Submission };

const submit = async (client: TestClient, postId: string, publicationId: string) =>
  (
    await data<Result>(
      client,
      `mutation ($postId: ID!, $publicationId: ID!) { result: submitStoryToPublication(postId: $postId, publicationId: $publicationId) { ${RESULT} } }`,
      { postId, publicationId },
    )
  ).result;
const accept = async (client: TestClient, submissionId: string) =>
  (
    await data<Result>(client, `mutation ($id: ID!) { result: acceptSubmission(submissionId: $id) { ${RESULT} } }`, {
      id: submissionId,
    })
  ).result;
const decline = async (client: TestClient, submissionId: string, note?: string) =>
  (
    await data<Result>(
      client,
      `mutation ($id: ID!, $note: String) { result: declineSubmission(submissionId: $id, note: $note) { ${RESULT} } }`,
      { id: submissionId, note },
    )
  ).result;
const withdraw = async (client: TestClient, submissionId: string) =>
  (
    await data<Result>(client, `mutation ($id: ID!) { result: withdrawSubmission(submissionId: $id) { ${RESULT} } }`, {
      id: submissionId,
    })
  ).result;

const INBOX = /* GraphQL */ `
  query ($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      pending: submissions {
        id
        state
        post {
          id
          title
        }
        writer {
          id
        }
      }
      decided: submissions(filter: DECIDED) {
        id
        state
        note
      }
    }
  }
`;
interface Inbox {
  collectionByDomainOrSlug: {
    pending: { id: string; state: string; post: { id: string; title: string } }[] | null;
    decided: { id: string; state: string; note: string | null }[] | null;
  };
}
const inbox = async (client: TestClient, slug: string) =>
  (await data<Inbox>(client, INBOX, { slug })).collectionByDomainOrSlug;

const LATEST = /* GraphQL */ `
  query ($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      latestPosts {
        items {
          post {
            id
          }
        }
      }
    }
  }
`;
const latestIds = async (client: TestClient, slug: string) =>
  (
    await data<{ collectionByDomainOrSlug: { latestPosts: { items: { post: { id: string } }[] } } }>(client, LATEST, {
      slug,
    })
  ).collectionByDomainOrSlug.latestPosts.items.map((item) => item.post.id);

const WRITER_VIEW = /* GraphQL */ `
  query ($id: ID!) {
    viewer {
      id
      publicationsToSubmitTo {
        id
        name
      }
    }
    post(id: $id) {
      id
      latestSubmission {
        id
        state
        note
      }
    }
  }
`;
interface WriterView {
  viewer: { publicationsToSubmitTo: { id: string; name: string }[] };
  post: { latestSubmission: { id: string; state: string; note: string | null } | null } | null;
}

const BODY = JSON.stringify([{ type: 'P', text: 'The tide keeps its own calendar.', markups: [] }]);

/** A publication with an owner, an editor and a writer, a draft of the writer's, and a stranger. */
async function newsroom() {
  const publication = await insertPublication(api.db, {
    name: `Tide Tables ${Math.random().toString(36).slice(2, 7)}`,
  });
  const owner = await signedInUser(api);
  const editor = await signedInUser(api);
  const writer = await signedInUser(api);
  const stranger = await signedInUser(api);
  await addStaff(api.db, publication.id, owner.user.id, 'OWNER');
  await addStaff(api.db, publication.id, editor.user.id, 'EDITOR');
  await addStaff(api.db, publication.id, writer.user.id, 'WRITER');
  const draft = await insertPost(api.db, {
    creatorId: writer.user.id,
    title: 'Low water',
    content: JSON.parse(BODY),
    body: 'The tide keeps its own calendar.',
    isPublished: false,
    publishedAt: null,
  });
  return { publication, owner, editor, writer, stranger, draft };
}

describe('submissions to a publication', () => {
  it('a writer submits a draft; its editors see it in the inbox, others see no inbox', async () => {
    const { publication, owner, editor, writer, stranger, draft } = await newsroom();
    const before = await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    assert.deepEqual(
      before.viewer.publicationsToSubmitTo.map((entry) => entry.id),
      [publication.id],
    );
    assert.equal(before.post?.latestSubmission, null);

    const submitted = await submit(writer.client, draft.id, publication.id);
    assert.equal(submitted.__typename, 'PublicationSubmission');
    assert.equal(submitted.state, 'OPEN');
    assert.equal(submitted.writer.id, writer.user.id);
    assert.equal(submitted.post.isPublished, false, 'a submitted draft stays a draft until accepted');
    assert.deepEqual(submitted.content, [{ type: 'P', text: 'The tide keeps its own calendar.' }]);

    for (const staff of [owner, editor]) {
      const seen = await inbox(staff.client, publication.slug);
      assert.deepEqual(
        seen.pending?.map((entry) => [entry.id, entry.post.title]),
        [[submitted.id, 'Low water']],
      );
    }
    assert.equal((await inbox(writer.client, publication.slug)).pending, null, 'a WRITER has no inbox');
    assert.equal((await inbox(stranger.client, publication.slug)).pending, null);
    assert.equal((await inbox(api.client(), publication.slug)).pending, null, 'visitors have no inbox');

    const after = await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    assert.equal(after.post?.latestSubmission?.state, 'OPEN');
  });

  it('accepting publishes the story in the publication, seen at once by the writer and by readers with cached pages', async () => {
    const { publication, editor, writer, draft } = await newsroom();
    const follower = await signedInUser(api);
    await follow(api.db, follower.user.id, 'COLLECTION', publication.id);
    const submitted = await submit(writer.client, draft.id, publication.id);
    // Cached before the decision: the writer's panel, a reader's and a follower's view of the publication.
    await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    const reader = api.client();
    assert.deepEqual(await latestIds(reader, publication.slug), []);
    assert.deepEqual(await latestIds(follower.client, publication.slug), []);

    const accepted = await accept(editor.client, submitted.id);
    assert.equal(accepted.__typename, 'PublicationSubmission');
    assert.equal(accepted.state, 'ACCEPTED');
    assert.ok(accepted.decidedAt);
    assert.equal(accepted.post.isPublished, true);
    assert.equal(accepted.post.statusForCollection, 'APPROVED');
    assert.equal(accepted.post.collection?.id, publication.id);

    assert.deepEqual(await latestIds(reader, publication.slug), [draft.id]);
    assert.deepEqual(await latestIds(follower.client, publication.slug), [draft.id]);
    const writerView = await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    assert.equal(writerView.post?.latestSubmission?.state, 'ACCEPTED');
    const seen = await inbox(editor.client, publication.slug);
    assert.deepEqual(seen.pending, []);
    assert.deepEqual(
      seen.decided?.map((entry) => [entry.id, entry.state]),
      [[submitted.id, 'ACCEPTED']],
    );
    // Now in the publication: it cannot be submitted again.
    assert.deepEqual(await submit(writer.client, draft.id, publication.id), {
      __typename: 'BadRequest',
      message: alreadyIn(publication.name),
    });
  });

  it("each side sees the other's write at once, past cached results, whatever the mutation asks back", async () => {
    const { publication, editor, writer, draft } = await newsroom();
    const follower = await signedInUser(api);
    await follow(api.db, follower.user.id, 'COLLECTION', publication.id);
    const FEED = '{ followingFeed { items { post { id } } } }';
    const feedIds = async () =>
      (
        await data<{ followingFeed: { items: { post: { id: string } }[] } }>(follower.client, FEED)
      ).followingFeed.items.map((item) => item.post.id);
    const bare = async (client: TestClient, mutation: string) =>
      (await data<{ result: { __typename: string; id?: string } }>(client, mutation)).result;
    // Cached before each write: the editor's inbox, the writer's panel, a reader's and a follower's pages.
    assert.deepEqual((await inbox(editor.client, publication.slug)).pending, []);
    await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    assert.deepEqual(await latestIds(api.client(), publication.slug), []);
    assert.deepEqual(await feedIds(), []);

    const submitted = await bare(
      writer.client,
      `mutation { result: submitStoryToPublication(postId: "${draft.id}", publicationId: "${publication.id}") { __typename ... on PublicationSubmission { id } } }`,
    );
    assert.deepEqual(
      (await inbox(editor.client, publication.slug)).pending?.map((entry) => entry.id),
      [submitted.id],
    );
    assert.equal(
      (
        await bare(
          editor.client,
          `mutation { result: acceptSubmission(submissionId: "${submitted.id}") { __typename } }`,
        )
      ).__typename,
      'PublicationSubmission',
    );
    assert.equal(
      (await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id })).post?.latestSubmission?.state,
      'ACCEPTED',
    );
    assert.deepEqual(await latestIds(api.client(), publication.slug), [draft.id]);
    assert.deepEqual(await feedIds(), [draft.id]);
  });

  it('declining keeps the story as it was and tells the writer, with the note', async () => {
    const { publication, owner, writer, draft } = await newsroom();
    const submitted = await submit(writer.client, draft.id, publication.id);
    await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    const declined = await decline(owner.client, submitted.id, '  Lovely, but not for us this season.  ');
    assert.equal(declined.state, 'REJECTED');
    assert.equal(declined.note, 'Lovely, but not for us this season.');
    assert.equal(declined.post.isPublished, false);
    assert.equal(declined.post.collection, null);

    const writerView = await data<WriterView>(writer.client, WRITER_VIEW, { id: draft.id });
    assert.deepEqual(writerView.post?.latestSubmission, {
      id: submitted.id,
      state: 'REJECTED',
      note: 'Lovely, but not for us this season.',
    });
    assert.deepEqual(await accept(owner.client, submitted.id), {
      __typename: 'BadRequest',
      message: submissionAlreadyDecided('REJECTED'),
    });
    // A declined story may be submitted again.
    assert.equal((await submit(writer.client, draft.id, publication.id)).state, 'OPEN');
  });

  it('a decline without a note stores none; a note over the limit is refused and decides nothing', async () => {
    const { publication, editor, writer, draft } = await newsroom();
    const submitted = await submit(writer.client, draft.id, publication.id);
    const long = 'x'.repeat(SUBMISSION_NOTE_MAX_LENGTH + 1);
    assert.deepEqual(await decline(editor.client, submitted.id, long), {
      __typename: 'BadRequest',
      message: submissionNoteTooLong(SUBMISSION_NOTE_MAX_LENGTH + 1),
    });
    assert.equal((await inbox(editor.client, publication.slug)).pending?.length, 1);
    const declined = await decline(editor.client, submitted.id, '   ');
    assert.equal(declined.state, 'REJECTED');
    assert.equal(declined.note, null);
  });

  it('refuses submissions: not a writer of it, not the author, twice, nothing to publish, unknown publication', async () => {
    const { publication, writer, stranger, draft } = await newsroom();
    const strangersStory = await insertPost(api.db, { creatorId: stranger.user.id, title: 'Elsewhere', body: 'Text.' });
    assert.deepEqual(await submit(stranger.client, strangersStory.id, publication.id), {
      __typename: 'Forbidden',
      message: notAWriterOf(publication.name),
    });
    assert.deepEqual(await submit(writer.client, strangersStory.id, publication.id), {
      __typename: 'Forbidden',
      message: STORY_NOT_AUTHOR,
    });
    assert.deepEqual(await submit(stranger.client, draft.id, publication.id), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    assert.deepEqual(await submit(writer.client, draft.id, 'no-such-publication'), {
      __typename: 'NotFound',
      message: 'Publication not found.',
    });
    const empty = await insertPost(api.db, {
      creatorId: writer.user.id,
      title: 'Nothing yet',
      body: '',
      content: [],
      isPublished: false,
      publishedAt: null,
    });
    assert.deepEqual(await submit(writer.client, empty.id, publication.id), {
      __typename: 'BadRequest',
      message: STORY_BODY_EMPTY,
    });
    assert.equal((await submit(writer.client, draft.id, publication.id)).state, 'OPEN');
    assert.deepEqual(await submit(writer.client, draft.id, publication.id), {
      __typename: 'BadRequest',
      message: alreadyWaitingAt(publication.name),
    });
    const visitor = await api
      .client()
      .graphql(
        `mutation { submitStoryToPublication(postId: "${draft.id}", publicationId: "${publication.id}") { __typename } }`,
      );
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('only editors decide, only the writer withdraws; others do not learn the submission exists', async () => {
    const { publication, editor, writer, stranger, draft } = await newsroom();
    const submitted = await submit(writer.client, draft.id, publication.id);
    assert.deepEqual(await accept(writer.client, submitted.id), {
      __typename: 'Forbidden',
      message: onlyEditorsDecide(publication.name),
    });
    assert.deepEqual(await decline(stranger.client, submitted.id), {
      __typename: 'NotFound',
      message: SUBMISSION_NOT_FOUND,
    });
    assert.deepEqual(await withdraw(editor.client, submitted.id), {
      __typename: 'Forbidden',
      message: SUBMISSION_ONLY_WRITER_WITHDRAWS,
    });
    assert.deepEqual(await withdraw(stranger.client, submitted.id), {
      __typename: 'NotFound',
      message: SUBMISSION_NOT_FOUND,
    });
    const strangerView = await data<WriterView>(stranger.client, WRITER_VIEW, { id: draft.id });
    assert.equal(strangerView.post, null);

    const withdrawn = await withdraw(writer.client, submitted.id);
    assert.equal(withdrawn.state, 'CANCELLED');
    assert.deepEqual((await inbox(editor.client, publication.slug)).pending, []);
    assert.deepEqual(await accept(editor.client, submitted.id), {
      __typename: 'BadRequest',
      message: submissionAlreadyDecided('CANCELLED'),
    });
  });

  it('a published story submitted and accepted keeps its publication date and joins the publication', async () => {
    const { publication, editor, writer } = await newsroom();
    const published = await insertPost(api.db, {
      creatorId: writer.user.id,
      title: 'Already out',
      body: 'Some text.',
      publishedAt: new Date('2026-10-01T00:00:00Z'),
    });
    const submitted = await submit(writer.client, published.id, publication.id);
    const accepted = await accept(editor.client, submitted.id);
    assert.equal(accepted.post.collection?.id, publication.id);
    const [row] = await api.db.query.posts.findMany({ where: (posts, { eq }) => eq(posts.id, published.id) });
    assert.equal(row?.publishedAt?.toISOString(), '2026-10-01T00:00:00.000Z');
  });
});
