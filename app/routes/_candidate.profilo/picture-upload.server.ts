// Reads the picture form (multipart) of /profilo through the one multipart reader (app/server/forms.server.ts),
// outside readForm's MAX_FORM_BYTES limit: the CSRF token before any file part, checked before a byte of the file
// is kept; the file kept up to 5 MB, past that 'Il file è troppo grande' with a 400, never a 500.
import { FILE_TOO_LARGE, PICTURE_MAX_BYTES } from '#app/lib/picture.ts';
import { pictureUpload } from '#app/texts/index.ts';
import { readMultipartForm } from '#app/server/forms.server.ts';

/** The file plus multipart headers and the token; anything bigger is refused before the file is read. */
const MAX_PICTURE_POST_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

export type PictureForm = { ok: true; file: File | null } | { ok: false; message: string };

/**
 * The picture of the posted form (null when none was chosen), or the Italian message to show.
 * Throws a 403 Response when the CSRF token is missing, late or wrong, a 400 one for a broken post.
 */
export async function readPictureForm(request: Request, field = 'picture'): Promise<PictureForm> {
  let formData: FormData;
  try {
    formData = await readMultipartForm(request, {
      maxBytes: MAX_PICTURE_POST_BYTES,
      files: { [field]: PICTURE_MAX_BYTES },
    });
  } catch (error) {
    // A body over the limit is a file over the limit: the page's message rather than the bare 413.
    if (error instanceof Response && error.status === 413)
      return { ok: false, message: pictureUpload.tooLarge };
    throw error;
  }
  const file = formData.get(field);
  if (file === FILE_TOO_LARGE) return { ok: false, message: pictureUpload.tooLarge };
  return { ok: true, file: file instanceof File && file.size > 0 ? file : null };
}
