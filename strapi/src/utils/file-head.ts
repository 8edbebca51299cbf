import { open } from 'node:fs/promises';
import { IMAGE_HEAD_BYTES } from '../catalog/images';

/** The first bytes of an uploaded file (formidable's temporary file), to check what its content really is. */
export async function readHead(filepath: string, length = IMAGE_HEAD_BYTES): Promise<Uint8Array> {
  const handle = await open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
