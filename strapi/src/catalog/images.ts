/**
 * Uploaded images (decisions.md "Upload limits"): the candidate picture and the company logo are jpeg, png or webp,
 * and the type is read from the file's first bytes, never trusted from the name or the declared type. One
 * implementation for the Remix app (its early check) and Strapi (the authority). ES5 library only (see options.ts).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many first bytes `sniffImageType` needs. */
export const IMAGE_HEAD_BYTES = 12;

/** Candidate picture: at most 5 MB. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type from the magic bytes, or null when the file is not a jpeg, png or webp. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}
