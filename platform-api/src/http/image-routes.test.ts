import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import Vips from 'wasm-vips';
import { IMAGE_ERRORS, IMAGES_PATH } from '@inkpot/shared-contracts/images';
import { DEFAULT_RATE_LIMITS, scaledRateLimits } from '../auth/rate-limits.ts';
import { imageVariants, images, users } from '../db/schema.ts';
import { insertPost, insertUser } from '../testing/fixtures.ts';
import { expectData as data, signInAs, startTestApi, type TestApi, type TestClient } from '../testing/test-api.ts';

let api: TestApi;
let vips: Awaited<ReturnType<typeof Vips>>;
before(async () => {
  [api, vips] = await Promise.all([
    // The upload limit as deployed (the test API lifts every other limit out of reach).
    startTestApi({
      env: { IMAGE_UPLOAD_MAX_MB: '1' },
      rateLimits: { 'image-upload:account': DEFAULT_RATE_LIMITS['image-upload:account'] },
    }),
    Vips({ dynamicLibraries: [] }),
  ]);
});
after(async () => {
  await api.close();
});

/** A real picture: a colour gradient of this size, encoded by libvips. */
function picture(width: number, height: number, format: '.jpg' | '.png' | '.gif' | '.webp' | '.tif', seed = 0) {
  const xyz = vips.Image.xyz(width, height);
  const red = xyz.extractBand(0).multiply(255 / width);
  const green = xyz.extractBand(1).multiply(255 / height);
  const image = red.bandjoin([green, red.add(seed % 255).multiply(0.5)]).cast('uchar');
  return new Uint8Array(image.writeToBuffer(format));
}

async function signedIn(): Promise<TestClient> {
  const client = api.client();
  await signInAs(api, client, (await insertUser(api.db)).id);
  return client;
}

const upload = (client: TestClient, body: Uint8Array<ArrayBuffer>, purpose = 'story', type = 'image/jpeg') =>
  client.fetch(`${IMAGES_PATH}?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-xsrf-token': client.xsrf },
    body,
  });

describe('image uploads', () => {
  it('cuts a story image to the story card sizes and serves each as WebP, cached for a year', async () => {
    const client = await signedIn();
    const response = await upload(client, picture(1600, 1000, '.jpg'));
    assert.equal(response.status, 201);
    const { image } = (await response.json()) as {
      image: {
        id: string;
        width: number;
        height: number;
        variants: Array<{ name: string; width: number; height: number; url: string }>;
      };
    };
    assert.match(image.id, /^[0-9a-f]{32}$/);
    assert.deepEqual({ width: image.width, height: image.height }, { width: 1600, height: 1000 });
    assert.deepEqual(
      image.variants.map(({ name, width, height }) => `${name} ${width}x${height}`),
      ['card 767x271', 'card-2x 1534x542', 'narrow 330x101', 'narrow-2x 660x202'],
    );

    const [cardVariant] = image.variants;
    assert.ok(cardVariant);
    const card = await client.fetch(cardVariant.url);
    assert.equal(card.status, 200);
    assert.equal(card.headers.get('content-type'), 'image/webp');
    assert.equal(card.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const served = vips.Image.newFromBuffer(new Uint8Array(await card.arrayBuffer()));
    assert.deepEqual([served.width, served.height, served.getString('vips-loader')], [767, 271, 'webpload_buffer']);

    const again = await client.fetch(cardVariant.url, {
      headers: { 'if-none-match': card.headers.get('etag') ?? '' },
    });
    assert.equal(again.status, 304);
  });

  it('gives the same bytes the same id (content-addressed) and keeps them once', async () => {
    const client = await signedIn();
    const bytes = picture(300, 300, '.png', 7);
    const first = (await (await upload(client, bytes, 'avatar', 'image/png')).json()) as { image: { id: string } };
    const second = (await (await upload(client, bytes, 'avatar', 'application/octet-stream')).json()) as {
      image: { id: string; variants: Array<{ name: string; width: number }> };
    };
    assert.equal(second.image.id, first.image.id);
    assert.deepEqual(
      second.image.variants.map((variant) => `${variant.name} ${variant.width}`),
      ['avatar-64 64', 'avatar-128 128', 'avatar-256 256'],
    );
    assert.equal((await api.db.select().from(images).where(eq(images.id, first.image.id))).length, 1);
  });

  it('takes GIF and WebP too, by their bytes whatever type the upload declares', async () => {
    const client = await signedIn();
    for (const format of ['.gif', '.webp'] as const) {
      const response = await upload(client, picture(400, 200, format, 3), 'story', 'text/plain');
      assert.equal(response.status, 201, format);
    }
  });

  it('refuses what is not an image, another image type, too many bytes or none, with the reason, and keeps nothing', async () => {
    const client = await signedIn();
    const before = (await api.db.select().from(imageVariants)).length;
    const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as object) });

    assert.deepEqual(
      await refusal(await upload(client, new TextEncoder().encode('hello, not a picture'), 'story', 'image/png')),
      {
        status: 415,
        error: IMAGE_ERRORS.notAnImage,
      },
    );
    assert.deepEqual(await refusal(await upload(client, picture(64, 64, '.tif'), 'story', 'image/tiff')), {
      status: 415,
      error: IMAGE_ERRORS.wrongType,
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    assert.deepEqual(await refusal(await upload(client, svg, 'story', 'image/svg+xml')), {
      status: 415,
      error: IMAGE_ERRORS.wrongType,
    });
    // A JPEG's start with nothing after it.
    const truncated = picture(800, 600, '.jpg').subarray(0, 400);
    assert.deepEqual(await refusal(await upload(client, truncated)), { status: 400, error: IMAGE_ERRORS.notAnImage });
    assert.deepEqual(await refusal(await upload(client, new Uint8Array(1024 * 1024 + 1).fill(0xff))), {
      status: 413,
      error: IMAGE_ERRORS.tooLarge(1),
    });
    assert.deepEqual(await refusal(await upload(client, new Uint8Array())), { status: 400, error: IMAGE_ERRORS.empty });
    assert.deepEqual(await refusal(await upload(client, picture(10, 10, '.png'), 'banner')), {
      status: 400,
      error: IMAGE_ERRORS.purpose,
    });
    assert.equal((await api.db.select().from(imageVariants)).length, before);
  });

  it('needs a signed-in reader with the session’s xsrf token', async () => {
    const visitor = await upload(api.client(), picture(10, 10, '.png'));
    assert.deepEqual([visitor.status, ((await visitor.json()) as { error: string }).error], [401, IMAGE_ERRORS.signIn]);
    const client = await signedIn();
    const forged = await client.fetch(`${IMAGES_PATH}?purpose=story`, {
      method: 'POST',
      body: picture(10, 10, '.png'),
    });
    assert.equal(forged.status, 403);
  });

  it('takes an account’s allowance of uploads, then refuses the next with 429, Retry-After and the reason, keeping nothing of it', async () => {
    const { points, duration } = DEFAULT_RATE_LIMITS['image-upload:account'];
    const client = await signedIn();
    for (let n = 0; n < points; n += 1) {
      const response = await upload(client, picture(8, 8, '.png', n), 'avatar', 'image/png');
      assert.equal(response.status, 201, `upload ${n + 1} of ${points}`);
    }
    const [imagesBefore, variantsBefore] = [
      (await api.db.select().from(images)).length,
      (await api.db.select().from(imageVariants)).length,
    ];

    const refused = await upload(client, picture(8, 8, '.png', points), 'avatar', 'image/png');
    assert.equal(refused.status, 429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= duration, `Retry-After ${retryAfter}`);
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await refused.json(), { error: IMAGE_ERRORS.tooManyUploads(retryAfter) });
    assert.equal((await api.db.select().from(images)).length, imagesBefore);
    assert.equal((await api.db.select().from(imageVariants)).length, variantsBefore);

    // The allowance is the account's: another reader still uploads.
    assert.equal((await upload(await signedIn(), picture(8, 8, '.png', points), 'avatar', 'image/png')).status, 201);
  });

  it('scales the upload allowance with RATE_LIMIT_MULTIPLIER like every other limit', () => {
    const { points, duration } = DEFAULT_RATE_LIMITS['image-upload:account'];
    assert.deepEqual(scaledRateLimits(50)['image-upload:account'], { points: points * 50, duration });
  });

  it('answers 404 for an image or a size that does not exist', async () => {
    const client = api.client();
    assert.equal((await client.fetch(`${IMAGES_PATH}/${'0'.repeat(32)}/card.webp`)).status, 404);
    assert.equal((await client.fetch(`${IMAGES_PATH}/not-an-id/card.webp`)).status, 404);
  });
});

describe('setProfileImage', () => {
  const SET = `mutation ($imageId: ID) { setProfileImage(imageId: $imageId) { __typename ... on NotFound { message } } }`;

  it('makes an uploaded avatar the viewer’s image, refuses one never uploaded as an avatar, and clears it', async () => {
    const user = await insertUser(api.db, { imageId: null });
    const client = api.client();
    await signInAs(api, client, user.id);
    const avatar = (await (await upload(client, picture(200, 240, '.jpg', 9), 'avatar')).json()) as {
      image: { id: string };
    };
    const story = (await (await upload(client, picture(900, 400, '.jpg', 11))).json()) as { image: { id: string } };

    assert.deepEqual(
      (await data<{ setProfileImage: unknown }>(client, SET, { imageId: avatar.image.id })).setProfileImage,
      {
        __typename: 'MutationSuccess',
      },
    );
    const imageOf = async () => (await api.db.select().from(users).where(eq(users.id, user.id)))[0]?.imageId;
    assert.equal(await imageOf(), avatar.image.id);
    const refused = (await data<{ setProfileImage: { __typename: string } }>(client, SET, { imageId: story.image.id }))
      .setProfileImage;
    assert.equal(refused.__typename, 'NotFound');
    assert.equal(await imageOf(), avatar.image.id);
    await data(client, SET, { imageId: null });
    assert.equal(await imageOf(), null);
  });
});

describe('Post.previewImageId', () => {
  it('is the story image’s id, as previewImage { id } has it', async () => {
    const writer = await insertUser(api.db);
    const post = await insertPost(api.db, { creatorId: writer.id, previewImageId: 'f'.repeat(32) });
    const answer = await data<{ post: { previewImageId: string; previewImage: { id: string } } }>(
      api.client(),
      'query ($id: ID!) { post(id: $id) { previewImageId previewImage { id } } }',
      { id: post.id },
    );
    assert.deepEqual(answer.post, { previewImageId: 'f'.repeat(32), previewImage: { id: 'f'.repeat(32) } });
  });
});
