// The candidate picture rule of decisions.md ("Upload limits"): jpeg, png or webp, at most 5 MB. The type is read
// from the file's first bytes, not from the name or the browser's declared type. Strapi checks again
// (strapi/src/utils/picture.ts).
import { pictureUpload } from '~/texts';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type from the magic bytes, or null when the file is not a jpeg, png or webp. */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** The Italian message for a picture that may not be uploaded, or null when it is acceptable. */
export function pictureError(size: number, head: Uint8Array): string | null {
  if (size === 0) return pictureUpload.missing;
  if (size > PICTURE_MAX_BYTES) return pictureUpload.tooLarge;
  if (!sniffPictureType(head)) return pictureUpload.notImage;
  return null;
}
