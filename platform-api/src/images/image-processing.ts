/**
 * Cuts an upload into the variants of its purpose with libvips compiled to WebAssembly
 * (wasm-vips): no native addon, the same on every machine Node runs on. Each variant is cropped to
 * its box around the centre, turned upright from its EXIF orientation, stripped of metadata and
 * encoded as WebP; an animated GIF keeps its first frame.
 */
import Vips from 'wasm-vips';
import { IMAGE_ERRORS, IMAGE_MAX_PIXELS, IMAGE_VARIANTS, type ImagePurpose } from '@inkpot/shared-contracts/images';
import { sniffImage, type UploadType } from './image-sniff.ts';

type VipsModule = Awaited<ReturnType<typeof Vips>>;

let loading: Promise<VipsModule> | null = null;
/** libvips, started once per process on first use (about 0.1 s); without the optional HEIF/JXL/SVG modules, and quiet about the damaged uploads it refuses. */
const vips = (): Promise<VipsModule> => (loading ??= Vips({ dynamicLibraries: [], printErr: () => undefined }));

export interface ProcessedVariant {
  name: string;
  width: number;
  height: number;
  contentType: 'image/webp';
  bytes: Uint8Array;
}

export type ProcessedImage =
  | { ok: true; sourceType: UploadType; width: number; height: number; variants: ProcessedVariant[] }
  | { ok: false; status: 400 | 415; message: string };

const WEBP_QUALITY = 80;

/** The variants of `bytes` for `purpose`, or why it is refused (the size limit is checked before). */
export async function processImage(bytes: Uint8Array, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (bytes.length === 0) return { ok: false, status: 400, message: IMAGE_ERRORS.empty };
  const sniffed = sniffImage(bytes);
  if (sniffed.kind === 'other-image') return { ok: false, status: 415, message: IMAGE_ERRORS.wrongType };
  if (sniffed.kind === 'unknown') return { ok: false, status: 415, message: IMAGE_ERRORS.notAnImage };
  const lib = await vips();
  let width: number;
  let height: number;
  try {
    // Reads the header only: the size is known before a pixel is decoded.
    const header = lib.Image.newFromBuffer(bytes, '', { access: 'sequential' });
    try {
      width = header.width;
      height = header.pageHeight || header.height;
    } finally {
      header.delete();
    }
  } catch {
    return { ok: false, status: 400, message: IMAGE_ERRORS.notAnImage };
  }
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, status: 400, message: IMAGE_ERRORS.tooManyPixels };
  const variants: ProcessedVariant[] = [];
  try {
    for (const variant of IMAGE_VARIANTS[purpose]) {
      const image = lib.Image.thumbnailBuffer(bytes, variant.width, {
        height: variant.height,
        crop: 'centre',
        // A failed decode is an error here, not a grey image.
        fail_on: 'error',
      });
      try {
        variants.push({
          name: variant.name,
          width: image.width,
          height: image.height,
          contentType: 'image/webp',
          bytes: new Uint8Array(image.writeToBuffer('.webp', { Q: WEBP_QUALITY, keep: 'none' })),
        });
      } finally {
        image.delete();
      }
    }
  } catch {
    return { ok: false, status: 400, message: IMAGE_ERRORS.notAnImage };
  }
  return { ok: true, sourceType: sniffed.type, width, height, variants };
}
