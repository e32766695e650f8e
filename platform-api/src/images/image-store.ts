/**
 * Uploaded images in the database (images, image_variants): every API process and machine reads
 * the same ones, with no shared folder to set up. An image's id is the hash of its purpose and its
 * bytes, so a URL names one file forever (served with a year's caching) and the same upload twice
 * is one image.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IMAGE_ERRORS, type ImagePurpose } from '@inkpot/shared-contracts/images';
import type { Database } from '../db/client.ts';
import { imageVariants, images } from '../db/schema.ts';
import { processImage } from './image-processing.ts';

export interface StoredImage {
  id: string;
  purpose: ImagePurpose;
  width: number;
  height: number;
  variants: Array<{ name: string; width: number; height: number }>;
}

export type StoreOutcome = { ok: true; image: StoredImage } | { ok: false; status: 400 | 413 | 415; message: string };

export const imageIdOf = (purpose: ImagePurpose, bytes: Uint8Array): string =>
  createHash('sha256').update(purpose).update('\0').update(bytes).digest('hex').slice(0, 32);

async function storedImage(db: Database, id: string): Promise<StoredImage | null> {
  const [image] = await db.select().from(images).where(eq(images.id, id));
  if (!image) return null;
  const variants = await db
    .select({ name: imageVariants.name, width: imageVariants.width, height: imageVariants.height })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, id));
  return { id, purpose: image.purpose as ImagePurpose, width: image.width, height: image.height, variants };
}

/** Checks, resizes and keeps an upload; refused with the reason when it is not an image Inkpot takes. */
export async function storeImage(
  db: Database,
  input: { bytes: Uint8Array; purpose: ImagePurpose; uploadedBy: string; maxBytes: number; maxMb: number },
): Promise<StoreOutcome> {
  if (input.bytes.length > input.maxBytes)
    return { ok: false, status: 413, message: IMAGE_ERRORS.tooLarge(input.maxMb) };
  const id = imageIdOf(input.purpose, input.bytes);
  const existing = await storedImage(db, id);
  if (existing) return { ok: true, image: existing };
  const processed = await processImage(input.bytes, input.purpose);
  if (!processed.ok) return processed;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(images)
      .values({
        id,
        purpose: input.purpose,
        uploadedBy: input.uploadedBy,
        sourceType: processed.sourceType,
        width: processed.width,
        height: processed.height,
      })
      .onConflictDoNothing()
      .returning({ id: images.id });
    // Someone uploaded the same bytes at the same moment: theirs is this image.
    if (inserted.length === 0) return;
    await tx.insert(imageVariants).values(
      processed.variants.map((variant) => ({
        imageId: id,
        name: variant.name,
        width: variant.width,
        height: variant.height,
        contentType: variant.contentType,
        bytes: Buffer.from(variant.bytes),
      })),
    );
  });
  return {
    ok: true,
    image: {
      id,
      purpose: input.purpose,
      width: processed.width,
      height: processed.height,
      variants: processed.variants.map(({ name, width, height }) => ({ name, width, height })),
    },
  };
}

/** One variant's file, or null when there is no such image or variant. */
export async function imageVariantFile(
  db: Database,
  id: string,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: imageVariants.contentType, bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.name, name)));
  return row ?? null;
}

/** Whether an image of this purpose was uploaded (what setting it as an avatar or story image asks). */
export async function imageExists(db: Database, id: string, purpose: ImagePurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, id), eq(images.purpose, purpose)));
  return Boolean(row);
}
