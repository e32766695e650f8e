import { render } from '@testing-library/react';
import { Avatar } from '../page-parts.tsx';
import { StoryImage } from './story-card.tsx';
import { uploadImage, UPLOAD_FAILED } from '../writing/image-upload.ts';
import { readIsDue } from './use-story-view-recording.ts';

const ID = '0123456789abcdef0123456789abcdef';

describe('StoryImage', () => {
  it('draws a story card’s image at 767 by 271 with both widths in its srcset, so its box is known before it loads', () => {
    const { container } = render(<StoryImage id={ID} shape="card" className="x" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '767');
    expect(image).toHaveAttribute('height', '271');
    expect(image).toHaveAttribute('src', `/_/api/images/${ID}/card.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      `/_/api/images/${ID}/card.webp 767w, /_/api/images/${ID}/card-2x.webp 1534w`,
    );
  });

  it('draws the narrow variant at 330 by 101', () => {
    const { container } = render(<StoryImage id={ID} shape="narrow" className="x" />);
    expect(container.querySelector('img')).toHaveAttribute('width', '330');
    expect(container.querySelector('img')).toHaveAttribute('height', '101');
  });
});

describe('Avatar', () => {
  it('shows the uploaded image where there is one', () => {
    const { container } = render(<Avatar name="Rosa" size="large" imageId={ID} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', `/_/api/images/${ID}/avatar-64.webp`);
    expect(image).toHaveAttribute('width', '64');
    expect(container).not.toHaveTextContent('R');
  });

  it('shows the initial otherwise, also for an id that names no upload', () => {
    for (const imageId of [null, 'seed-avatar-1.png']) {
      const { container, unmount } = render(<Avatar name="rosa" imageId={imageId} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent('R');
      unmount();
    }
  });
});

describe('uploadImage', () => {
  const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => ({ ok: status < 300, status, json: async () => body })) as unknown as typeof fetch;

  it('sends the bytes with the xsrf token and answers the image', async () => {
    const image = { id: ID, purpose: 'avatar', width: 10, height: 10, variants: [] };
    const fetchImpl = answer(201, { image });
    expect(await uploadImage(file, 'avatar', 'token', fetchImpl)).toEqual({ ok: true, image });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/_/api/images?purpose=avatar',
      expect.objectContaining({
        method: 'POST',
        body: file,
        headers: expect.objectContaining({ 'x-xsrf-token': 'token' }),
      }),
    );
  });

  it('answers the API’s reason for a refusal, and a general one when there was no answer', async () => {
    const refusal = 'This file is not an image. Choose a JPEG, PNG, GIF or WebP file.';
    expect(await uploadImage(file, 'story', 't', answer(415, { error: refusal }))).toEqual({
      ok: false,
      message: refusal,
    });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await uploadImage(file, 'story', 't', offline)).toEqual({ ok: false, message: UPLOAD_FAILED });
  });
});

describe('readIsDue', () => {
  it('is due once the end was seen and the page has been open 30 seconds, in either order', () => {
    expect(readIsDue({ endSeen: true, openedAt: 0, now: 29_999 })).toBe(false);
    expect(readIsDue({ endSeen: false, openedAt: 0, now: 60_000 })).toBe(false);
    expect(readIsDue({ endSeen: true, openedAt: 0, now: 30_000 })).toBe(true);
  });
});
