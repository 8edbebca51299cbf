// The caller's own hr_user (routes/own.ts): its picture and the export of its data.
import type { Core } from '@strapi/strapi';
import type { OwnDataResponse, PictureResponse } from '../../../contracts/candidate';
import { answering, apiError, callerId, forCaller, type ApiContext } from '../../../utils/api-error';
import { answerPdf } from '../../../utils/pdf-answer';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::hr-user.hr-user');
  return {
    /** POST /api/hr-users/me/picture (multipart, one file). */
    async uploadPicture(ctx: ApiContext) {
      const files = Object.values(ctx.request.files ?? {}).flatMap((file) => (file ? [file].flat() : []));
      if (files.length > 1) return apiError(ctx, 400, 'picture_count', 'Carica una sola immagine');
      await forCaller(ctx, (userId): Promise<PictureResponse['data']> =>
        service().uploadPicture(userId, files[0]),
      );
    },

    /** GET /api/hr-users/me/cv: the caller's own CV (PDF, issue 42). */
    async cv(ctx: ApiContext) {
      const userId = callerId(ctx);
      if (userId === null) return;
      await answering(ctx, async () =>
        answerPdf(ctx, await strapi.service('api::human-resource.cv').forCandidate(userId)),
      );
    },

    /** GET /api/hr-users/me/export: the caller's own data (GDPR art. 20). */
    async exportData(ctx: ApiContext) {
      await forCaller(ctx, (userId): Promise<OwnDataResponse['data']> => service().exportData(userId));
      ctx.set('Cache-Control', 'no-store');
    },
  };
};
