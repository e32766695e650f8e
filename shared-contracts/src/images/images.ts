/**
 * Uploaded images (avatars, story images): the sizes the API cuts each upload to, the URLs it
 * serves them at, and the words of its refusals. The API (platform-api/src/images) and every page
 * that shows or uploads an image read them from here. docs/host-pages.md#images.
 */

export const IMAGE_PURPOSES = ['avatar', 'story'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export interface ImageVariant {
  name: string;
  width: number;
  height: number;
}

/**
 * Every variant the API makes of an upload, each cropped to its box around the centre (the
 * default focus) and encoded as WebP. Story cards are 767 by 271, their narrow variant 330 by
 * 101; avatars are drawn at 20 to 128 px. Each comes at twice its size too (pixel-ratio cap 2).
 */
export const IMAGE_VARIANTS: Readonly<Record<ImagePurpose, readonly ImageVariant[]>> = {
  avatar: [
    { name: 'avatar-64', width: 64, height: 64 },
    { name: 'avatar-128', width: 128, height: 128 },
    { name: 'avatar-256', width: 256, height: 256 },
  ],
  story: [
    { name: 'card', width: 767, height: 271 },
    { name: 'card-2x', width: 1534, height: 542 },
    { name: 'narrow', width: 330, height: 101 },
    { name: 'narrow-2x', width: 660, height: 202 },
  ],
};

/** The types an upload may be, by what its bytes are (not by what it is called). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The largest upload, unless IMAGE_UPLOAD_MAX_MB says otherwise (docs/configuration.md). */
export const DEFAULT_IMAGE_UPLOAD_MAX_MB = 10;

/** The most pixels an upload may have: more is refused before it is decoded. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Where uploads are sent (POST, the image's bytes as the body) and variants are served. */
export const IMAGES_PATH = '/_/api/images';

/** An image's id: the first 32 hex digits of the SHA-256 of its purpose and its bytes. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;

export const isImageId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && IMAGE_ID_PATTERN.test(value);

export const IMAGE_ERRORS = {
  notAnImage: 'This file is not an image. Choose a JPEG, PNG, GIF or WebP file.',
  wrongType: 'This type of image is not supported. Choose a JPEG, PNG, GIF or WebP file.',
  tooLarge: (maxMb: number) => `This image is larger than ${maxMb} MB. Choose a smaller file.`,
  tooManyPixels: `This image has more than ${IMAGE_MAX_PIXELS / 1_000_000} million pixels. Choose a smaller one.`,
  empty: 'The upload was empty. Choose an image file.',
  purpose: `Say what the image is for: ?purpose=${IMAGE_PURPOSES.join(' or ?purpose=')}.`,
  signIn: 'Sign in to upload images.',
  /** The account's upload allowance is spent (the API's `image-upload:account` limit). */
  tooManyUploads: (retryAfterSeconds: number) =>
    `Too many image uploads from this account. Please try again in ${retryAfterSeconds} s.`,
  unknownImage: 'No such image was uploaded.',
} as const;

/** The URL of one variant: content-addressed (the id is the upload's hash), so it never changes. */
export const imageUrl = (id: string, variant: string): string => `${IMAGES_PATH}/${id}/${variant}.webp`;

/** What an `<img>` needs: a src, a srcset of every width, and its box so nothing moves when it loads. */
export interface ImageAttributes {
  src: string;
  srcSet: string;
  /** How wide it is drawn, for the browser's pick from the srcset. */
  sizes: string;
  width: number;
  height: number;
}

function attributesOf(id: string, variants: readonly ImageVariant[], sizes: string): ImageAttributes {
  const [first] = variants;
  if (!first) throw new Error('An image needs at least one variant.');
  return {
    src: imageUrl(id, first.name),
    srcSet: variants.map((variant) => `${imageUrl(id, variant.name)} ${variant.width}w`).join(', '),
    sizes,
    width: first.width,
    height: first.height,
  };
}

const variantsNamed = (purpose: ImagePurpose, prefix: string) =>
  IMAGE_VARIANTS[purpose].filter((variant) => variant.name === prefix || variant.name === `${prefix}-2x`);

/** A story's image: `card` (767 by 271) on story cards and pages, `narrow` (330 by 101) on compact cards. */
export const storyImage = (id: string, shape: 'card' | 'narrow'): ImageAttributes =>
  shape === 'card'
    ? // At most the content column (680 px), the whole width less the margins below it.
      attributesOf(id, variantsNamed('story', 'card'), '(max-width: 728px) calc(100vw - 48px), 680px')
    : attributesOf(id, variantsNamed('story', 'narrow'), '330px');

/** An avatar drawn `size` px wide: every square variant in the srcset, the box `size` by `size`. */
export function avatarImage(id: string, size: number): ImageAttributes {
  const variants = IMAGE_VARIANTS.avatar;
  const smallest = variants.find((variant) => variant.width >= size) ?? variants.at(-1);
  if (!smallest) throw new Error('Avatars need at least one variant.');
  const ordered = [smallest, ...variants.filter((variant) => variant !== smallest)];
  return { ...attributesOf(id, ordered, `${size}px`), width: size, height: size };
}
