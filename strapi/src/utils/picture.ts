// The candidate picture rule of decisions.md ("Upload limits"): jpeg, png or webp, at most 5 MB.
// The type is read from the file's first bytes, never trusted from the client's declared MIME type.
// The Remix app applies the same rule (app/lib/picture.ts) before forwarding the file.
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const PICTURE_MESSAGES = {
  tooLarge: 'Il file è troppo grande',
  notImage: 'Solo immagini sono permesse',
} as const;

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type from the magic bytes, or null when the file is not a jpeg, png or webp. */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}
