/**
 * What an upload is, by its first bytes (whatever its name or declared type says): one of the
 * types Inkpot takes, another kind of image (refused as the wrong type), or not an image.
 */
import type { IMAGE_UPLOAD_TYPES } from '@inkpot/shared-contracts/images';

export type UploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
export type Sniffed =
  { kind: 'accepted'; type: UploadType } | { kind: 'other-image'; name: string } | { kind: 'unknown' };

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Other image formats people upload, named so the refusal can say the type is the problem. */
const OTHER_IMAGES: ReadonlyArray<{ name: string; test: (bytes: Uint8Array) => boolean }> = [
  { name: 'TIFF', test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) },
  { name: 'BMP', test: (b) => startsWith(b, ascii('BM')) && b.length > 26 },
  { name: 'ICO', test: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
  {
    name: 'JPEG XL',
    test: (b) => startsWith(b, [0xff, 0x0a]) || startsWith(b, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20]),
  },
  {
    name: 'HEIF or AVIF',
    test: (b) =>
      startsWith(b, ascii('ftyp'), 4) &&
      ['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif', 'avis'].some((brand) => startsWith(b, ascii(brand), 8)),
  },
  {
    name: 'SVG',
    test: (b) => {
      const head = new TextDecoder().decode(b.subarray(0, 1024)).trimStart().toLowerCase();
      return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg');
    },
  },
];

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'accepted', type: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'accepted', type: 'image/png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'accepted', type: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'accepted', type: 'image/webp' };
  const other = OTHER_IMAGES.find((format) => format.test(bytes));
  return other ? { kind: 'other-image', name: other.name } : { kind: 'unknown' };
}
