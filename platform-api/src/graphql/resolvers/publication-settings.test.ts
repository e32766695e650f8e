import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse as parseCookies } from 'cookie';
import Vips from 'wasm-vips';
import { IMAGES_PATH } from '@inkpot/shared-contracts/images';
import {
  LOGO_NOT_UPLOADED,
  NAVIGATION_ONE_EXTERNAL,
  NAVIGATION_TOO_MANY,
  ONLY_OWNER_NAME_AND_LOGO,
  PUBLICATION_NAME_EMPTY,
  PUBLICATION_NAVIGATION_MAX_ITEMS,
  PUBLICATION_NOT_FOUND,
  navigationTopicUnknown,
  onlyStaffChangeSettings,
} from '@inkpot/shared-contracts/publication-settings';
import { sessionCookieName } from '../../auth/sessions.ts';
import { tags } from '../../db/schema.ts';
import { addStaff, insertPublication, insertUser } from '../../testing/fixtures.ts';
import {
  expectData as data,
  signedInUser,
  startTestApi,
  type TestApi,
  type TestClient,
} from '../../testing/test-api.ts';
import { responseCache } from '../response-cache.ts';

let api: TestApi;
let vips: Awaited<ReturnType<typeof Vips>>;
before(async () => {
  // As main.ts runs it: a save must reach readers whose results the cache holds.
  const cache = responseCache({
    sessionCookieOf: (request) => parseCookies(request.headers.get('cookie') ?? '')[sessionCookieName(false)],
    ttlMs: 60_000,
  });
  [api, vips] = await Promise.all([startTestApi({ responseCache: cache }), Vips({ dynamicLibraries: [] })]);
  await api.db.insert(tags).values([
    { slug: 'poetry', displayText: 'Poetry' },
    { slug: 'data-science', displayText: 'Data Science' },
  ]);
});
after(async () => {
  await api.close();
});

const RESULT = /* GraphQL */ `
  __typename
  ... on Collection {
    id
    name
    description
    longDescription
    avatar {
      id
    }
    navigationItems {
      destination
      title
      value
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
const ABOUT = `mutation ($id: ID!, $input: PublicationAboutInput!) { result: updatePublicationAbout(publicationId: $id, input: $input) { ${RESULT} } }`;
const LOGO = `mutation ($id: ID!, $imageId: ID) { result: setPublicationLogo(publicationId: $id, imageId: $imageId) { ${RESULT} } }`;
const NAVIGATION = `mutation ($id: ID!, $items: [NavigationItemInput!]!) { result: setPublicationNavigation(publicationId: $id, items: $items) { ${RESULT} } }`;
const READ = /* GraphQL */ `
  query ($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      name
      description
      longDescription
      navigationItems {
        destination
        title
        value
      }
      masthead {
        role
        user {
          name
        }
      }
    }
  }
`;

interface Settings {
  __typename: string;
  id: string;
  name: string;
  description: string;
  longDescription: string;
  avatar: { id: string } | null;
  navigationItems: { destination: string; title: string; value: string }[];
  message?: string;
}
type Result = { result: Settings };
type Read = {
  collectionByDomainOrSlug: Omit<Settings, '__typename' | 'avatar'> & {
    masthead: { role: string; user: { name: string } }[];
  };
};

/** A publication with a signed-in OWNER and EDITOR, and a WRITER. */
async function publicationWithStaff() {
  const publication = await insertPublication(api.db, { name: 'Paper Lanterns', description: 'Fiction after dark.' });
  const owner = await signedInUser(api, { name: 'Olive Owner' });
  const editor = await signedInUser(api, { name: 'Eddie Editor' });
  const writer = await signedInUser(api, { name: 'Wren Writer' });
  await addStaff(api.db, publication.id, owner.user.id, 'OWNER');
  await addStaff(api.db, publication.id, editor.user.id, 'EDITOR');
  await addStaff(api.db, publication.id, writer.user.id, 'WRITER');
  return { publication, owner: owner.client, editor: editor.client, writer: writer.client };
}

const about = async (client: TestClient, id: string, input: Record<string, unknown>) =>
  (await data<Result>(client, ABOUT, { id, input })).result;
const navigation = async (client: TestClient, id: string, items: Record<string, string>[]) =>
  (await data<Result>(client, NAVIGATION, { id, items })).result;
const read = async (client: TestClient, slug: string) =>
  (await data<Read>(client, READ, { slug })).collectionByDomainOrSlug;

/** A real PNG, uploaded as an avatar: its image id. */
async function uploadedAvatar(client: TestClient): Promise<string> {
  const xyz = vips.Image.xyz(300, 200);
  const bytes = new Uint8Array(
    xyz
      .extractBand(0)
      .bandjoin([xyz.extractBand(1), xyz.extractBand(0)])
      .cast('uchar')
      .writeToBuffer('.png'),
  );
  const response = await client.fetch(`${IMAGES_PATH}?purpose=avatar`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-xsrf-token': client.xsrf },
    body: bytes,
  });
  assert.equal(response.status, 201);
  return ((await response.json()) as { image: { id: string } }).image.id;
}

describe('publication settings: about', () => {
  it('the owner saves the name and both descriptions, trimmed; every reader reads them at once', async () => {
    const { publication, owner } = await publicationWithStaff();
    const reader = api.client();
    // The visitor's result is cached before the save: the save must drop it.
    assert.equal((await read(reader, publication.slug)).name, 'Paper Lanterns');
    const saved = await about(owner, publication.id, {
      name: '  Paper   Lanterns Quarterly ',
      description: ' Fiction and poetry after dark. ',
      longDescription: 'We publish short fiction.\r\n\r\nAnd poems.  ',
    });
    assert.equal(saved.__typename, 'Collection');
    assert.equal(saved.name, 'Paper Lanterns Quarterly');
    assert.equal(saved.description, 'Fiction and poetry after dark.');
    assert.equal(saved.longDescription, 'We publish short fiction.\n\nAnd poems.');
    const seen = await read(reader, publication.slug);
    assert.equal(seen.name, 'Paper Lanterns Quarterly');
    assert.equal(seen.longDescription, 'We publish short fiction.\n\nAnd poems.');
    assert.equal((await read(owner, publication.slug)).description, 'Fiction and poetry after dark.');
  });

  it('an editor saves the descriptions but not the name', async () => {
    const { publication, editor } = await publicationWithStaff();
    const saved = await about(editor, publication.id, { description: 'Edited.', longDescription: 'Longer.' });
    assert.equal(saved.__typename, 'Collection');
    assert.equal(saved.description, 'Edited.');
    assert.equal(saved.name, 'Paper Lanterns');
    assert.deepEqual(await about(editor, publication.id, { name: 'Mine now', description: '', longDescription: '' }), {
      __typename: 'Forbidden',
      message: ONLY_OWNER_NAME_AND_LOGO('Paper Lanterns'),
    });
    // Sending the name unchanged is no change.
    const same = await about(editor, publication.id, {
      name: 'Paper Lanterns',
      description: 'Again.',
      longDescription: '',
    });
    assert.equal(same.description, 'Again.');
  });

  it('refuses writers, readers and visitors, an unknown publication and a bad name, changing nothing', async () => {
    const { publication, owner, writer } = await publicationWithStaff();
    const input = { description: 'Taken over.', longDescription: '' };
    const refused = { __typename: 'Forbidden', message: onlyStaffChangeSettings('Paper Lanterns') };
    assert.deepEqual(await about(writer, publication.id, input), refused);
    const { client: stranger } = await signedInUser(api);
    assert.deepEqual(await about(stranger, publication.id, input), refused);
    assert.deepEqual(await about(owner, 'no-such-publication', input), {
      __typename: 'NotFound',
      message: PUBLICATION_NOT_FOUND,
    });
    assert.deepEqual(await about(owner, publication.id, { ...input, name: '   ' }), {
      __typename: 'BadRequest',
      message: PUBLICATION_NAME_EMPTY,
    });
    const visitor = api.client();
    visitor.xsrf = '1';
    const answer = await visitor.graphql(ABOUT, { id: publication.id, input });
    assert.equal(answer.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal((await read(owner, publication.slug)).description, 'Fiction after dark.');
  });

  it('refuses a signed-in owner without the session’s xsrf token', async () => {
    const { publication, owner } = await publicationWithStaff();
    const good = owner.xsrf;
    owner.xsrf = 'not-the-token';
    const refused = await owner.graphql(ABOUT, {
      id: publication.id,
      input: { description: 'x', longDescription: '' },
    });
    assert.equal(refused.errors?.[0]?.extensions?.code, 'XSRF');
    owner.xsrf = good;
    assert.equal((await read(owner, publication.slug)).description, 'Fiction after dark.');
  });
});

describe('publication settings: logo', () => {
  it('the owner sets an uploaded avatar image as the logo and removes it; an editor may not', async () => {
    const { publication, owner, editor } = await publicationWithStaff();
    const imageId = await uploadedAvatar(owner);
    const set = (await data<Result>(owner, LOGO, { id: publication.id, imageId })).result;
    assert.deepEqual(set.avatar, { id: imageId });
    assert.deepEqual((await data<Result>(editor, LOGO, { id: publication.id, imageId: null })).result, {
      __typename: 'Forbidden',
      message: ONLY_OWNER_NAME_AND_LOGO('Paper Lanterns'),
    });
    assert.deepEqual((await data<Result>(owner, LOGO, { id: publication.id, imageId: 'f'.repeat(32) })).result, {
      __typename: 'NotFound',
      message: LOGO_NOT_UPLOADED,
    });
    const removed = (await data<Result>(owner, LOGO, { id: publication.id, imageId: null })).result;
    assert.equal(removed.avatar, null);
  });
});

describe('publication settings: navigation', () => {
  it('replaces the links in the order sent; topics by name become their slug; every reader sees it', async () => {
    const { publication, owner, editor } = await publicationWithStaff();
    const reader = api.client();
    assert.deepEqual((await read(reader, publication.slug)).navigationItems, []);
    const saved = await navigation(editor, publication.id, [
      { destination: 'TAG_FEED', title: 'Poems', value: 'Poetry' },
      { destination: 'ABOUT', title: 'About us', value: '' },
      { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://shop.example/lanterns' },
    ]);
    assert.deepEqual(saved.navigationItems, [
      { destination: 'TAG_FEED', title: 'Poems', value: 'poetry' },
      { destination: 'ABOUT', title: 'About us', value: '' },
      { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://shop.example/lanterns' },
    ]);
    // Reordered, renamed, one removed.
    await navigation(owner, publication.id, [
      { destination: 'ABOUT', title: 'About', value: '' },
      { destination: 'TAG_FEED', title: 'Poetry', value: 'poetry' },
    ]);
    assert.deepEqual(
      (await read(reader, publication.slug)).navigationItems.map((item) => item.title),
      ['About', 'Poetry'],
    );
    assert.deepEqual((await navigation(owner, publication.id, [])).navigationItems, []);
  });

  it('refuses too many links, a second external link, an unknown topic and non-staff, keeping the links', async () => {
    const { publication, owner, writer } = await publicationWithStaff();
    const kept = [{ destination: 'LATEST', title: 'Latest', value: '' }];
    await navigation(owner, publication.id, kept);
    const many = Array.from({ length: PUBLICATION_NAVIGATION_MAX_ITEMS + 1 }, (_, index) => ({
      destination: 'PAGE',
      title: `Page ${index}`,
      value: `page-${index}`,
    }));
    assert.deepEqual(await navigation(owner, publication.id, many), {
      __typename: 'BadRequest',
      message: NAVIGATION_TOO_MANY,
    });
    assert.deepEqual(
      await navigation(owner, publication.id, [
        { destination: 'EXTERNAL_URL', title: 'One', value: 'https://one.example' },
        { destination: 'EXTERNAL_URL', title: 'Two', value: 'https://two.example' },
      ]),
      { __typename: 'BadRequest', message: NAVIGATION_ONE_EXTERNAL },
    );
    assert.deepEqual(
      await navigation(owner, publication.id, [{ destination: 'TAG_FEED', title: 'Knitting', value: 'Knitting' }]),
      { __typename: 'BadRequest', message: navigationTopicUnknown('Knitting') },
    );
    assert.deepEqual(await navigation(writer, publication.id, []), {
      __typename: 'Forbidden',
      message: onlyStaffChangeSettings('Paper Lanterns'),
    });
    assert.deepEqual((await read(owner, publication.slug)).navigationItems, kept);
  });
});

describe('publication settings: masthead', () => {
  it('names the owners then the editors by name, never the writers', async () => {
    const { publication } = await publicationWithStaff();
    const second = await insertUser(api.db, { name: 'Abe Editor' });
    await addStaff(api.db, publication.id, second.id, 'EDITOR');
    const masthead = (await read(api.client(), publication.slug)).masthead;
    assert.deepEqual(
      masthead.map((member) => [member.role, member.user.name]),
      [
        ['OWNER', 'Olive Owner'],
        ['EDITOR', 'Abe Editor'],
        ['EDITOR', 'Eddie Editor'],
      ],
    );
  });
});
