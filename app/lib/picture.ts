// The candidate picture rule of decisions.md ("Upload limits"): jpeg, png or webp, at most 5 MB, the type read from
// the file's first bytes. The rule itself is the catalog's (strapi/src/catalog/images.ts), which Strapi applies
// again; here it gets the Remix app's Italian messages.
import { IMAGE_TYPES, PICTURE_MAX_BYTES, sniffImageType } from '#catalog/images.ts';
import { pictureUpload } from '#app/texts/index.ts';

export { PICTURE_MAX_BYTES };

/** The `accept` of the picture and logo file inputs. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The Italian message for a picture that may not be uploaded, or null when it is acceptable. */
export function pictureError(size: number, head: Uint8Array): string | null {
  if (size === 0) return pictureUpload.missing;
  if (size > PICTURE_MAX_BYTES) return pictureUpload.tooLarge;
  if (!sniffImageType(head)) return pictureUpload.notImage;
  return null;
}

/** What an upload field holds when its file was over the limit (read and dropped by the server's reader). */
export const FILE_TOO_LARGE = '\u0000file-too-large';
