// Reads the picture form (multipart) of /profilo with bounded memory, outside readForm's MAX_FORM_BYTES limit:
// - the CSRF token must be the first field and is checked before a single byte of the file is kept;
// - the file part is streamed into memory up to 5 MB and refused past that (MaxPartSizeExceededError),
//   so an 8 MB post costs at most 5 MB and answers 'Il file è troppo grande' with a 400, never a 500;
// - any other part is drained within a small budget and dropped.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { CSRFError } from 'remix-utils/csrf/server';
import { PICTURE_MAX_BYTES } from '~/lib/picture';
import { common, pictureUpload } from '~/texts';
import { csrf } from './forms.server';

const OTHER_PARTS_BUDGET = 16 * 1024;
/** The file plus multipart headers and the token; anything declared bigger is refused before reading. */
const MAX_DECLARED_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

export type PictureForm = { ok: true; file: File | null } | { ok: false; message: string };

class MissingCsrf extends Error {}

async function readSmall(data: AsyncIterable<Uint8Array>, budget: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > budget) throw new MaxPartSizeExceededError('field', budget);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function forbidden(): Response {
  return new Response(common.csrfFailed, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The picture of the posted form (null when none was chosen), or the Italian message to show.
 * Throws a 403 Response when the CSRF token is missing, late or wrong.
 */
export async function readPictureForm(request: Request, field = 'picture'): Promise<PictureForm> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return { ok: false, message: common.badRequestTitle };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_DECLARED_BYTES) return { ok: false, message: pictureUpload.tooLarge };

  let csrfChecked = false;
  let otherBytes = 0;
  const fileHandler = unstable_createMemoryUploadHandler({ maxPartSize: PICTURE_MAX_BYTES });
  const handler: UploadHandler = async (part) => {
    if (part.name === 'csrf' && part.filename === undefined && !csrfChecked) {
      const token = await readSmall(part.data, 1024);
      const tokenForm = new FormData();
      tokenForm.set('csrf', token);
      await csrf.validate(tokenForm, request.headers);
      csrfChecked = true;
      return undefined;
    }
    if (!csrfChecked) throw new MissingCsrf();
    if (part.name === field && typeof part.filename === 'string') return fileHandler(part);
    const value = await readSmall(part.data, OTHER_PARTS_BUDGET - otherBytes);
    otherBytes += Buffer.byteLength(value);
    return undefined;
  };

  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof MissingCsrf || error instanceof CSRFError) throw forbidden();
    if (error instanceof MaxPartSizeExceededError) return { ok: false, message: pictureUpload.tooLarge };
    return { ok: false, message: common.badRequestTitle };
  }
  if (!csrfChecked) throw forbidden();
  const file = formData.get(field);
  return { ok: true, file: file instanceof File && file.size > 0 ? file : null };
}
