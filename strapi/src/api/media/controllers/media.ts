import { createReadStream } from 'node:fs';
import type { Core } from '@strapi/strapi';
import { apiError, type ApiContext } from '../../../utils/api-error';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/media/:file: the file when the caller may read it, else 404 (an unknown file answers the same). */
  async read(ctx: ApiContext) {
    const service = strapi.service('api::media.media');
    const file = await service.readable(String(ctx.params.file ?? ''), ctx.state.user?.id ?? null);
    if (!file) return apiError(ctx, 404, 'media_missing', 'File non trovato');
    ctx.set('Content-Type', file.mime);
    ctx.set('Content-Length', String(file.size));
    // A logo may sit in shared caches; a picture only in the browser of whoever may see it.
    ctx.set('Cache-Control', file.public ? 'public, max-age=86400' : 'private, max-age=3600');
    ctx.status = 200;
    ctx.body = createReadStream(file.path);
  },
});
