import { GRAPHQL_HEADERS } from '@inkpot/shared-contracts';
import { IMAGES_PATH, type ImagePurpose } from '@inkpot/shared-contracts/images';

export interface UploadedImage {
  id: string;
  purpose: ImagePurpose;
  width: number;
  height: number;
  variants: Array<{ name: string; width: number; height: number; url: string }>;
}

export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; message: string };

export const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/**
 * Sends a file to the API's image upload (POST /_/api/images, docs/host-pages.md#images): the
 * image, or the API's reason for refusing it in the reader's words (not an image, too big, a type
 * it does not take), or UPLOAD_FAILED when there was no answer.
 */
export async function uploadImage(
  file: Blob,
  purpose: ImagePurpose,
  xsrf: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadResult> {
  try {
    const response = await fetchImpl(`${IMAGES_PATH}?purpose=${purpose}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream', [GRAPHQL_HEADERS.xsrf]: xsrf ?? '' },
      body: file,
    });
    const body = (await response.json().catch(() => null)) as { image?: UploadedImage; error?: string } | null;
    if (response.ok && body?.image) return { ok: true, image: body.image };
    return { ok: false, message: body?.error ?? UPLOAD_FAILED };
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
}
