// The core service, plus the caller's own picture and data export (issue 4). Every method takes the calling
// users-permissions user id and works only on that user's hr_user.
import type { StoredMedia } from '../../../contracts/common';
import { factories, type Core } from '@strapi/strapi';
import { PICTURE_MAX_BYTES, sniffImageType } from '../../../catalog/images';
import { ApiError, type UploadedFile } from '../../../utils/api-error';
import { readHead } from '../../../utils/file-head';
import { findRow, findRows } from '../../../utils/rows';

const HR_USER = 'api::hr-user.hr-user';
const ANNUNCI = 'api::annunci.annunci';

type Media = StoredMedia;

/** Strapi's answers to a refused picture (the Remix app checks size and type first, with the same texts). */
const notImage = () => new ApiError(400, 'picture_not_image', 'Solo immagini sono permesse');
const tooLarge = () => new ApiError(400, 'picture_too_large', 'Il file è troppo grande');

const ownRecord = ({ strapi }: { strapi: Core.Strapi }) => {
  const ownId = async (userId: number) => {
    const id = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
    if (id === null) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
    return id;
  };

  return {
    async uploadPicture(userId: number, file: UploadedFile | undefined) {
      if (!file || typeof file.filepath !== 'string') throw notImage();
      if (file.size > PICTURE_MAX_BYTES) throw tooLarge();
      const type = sniffImageType(await readHead(file.filepath));
      if (!type) throw notImage();

      const id = await ownId(userId);
      const profile = await findRow(strapi, HR_USER, {
        where: { id },
        select: ['id'],
        populate: { picture: { select: ['id'] } },
      });
      const extension = type.split('/')[1].replace('jpeg', 'jpg');
      const [uploaded] = (await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: {
            ref: HR_USER,
            refId: id,
            field: 'picture',
            fileInfo: { name: `foto-profilo.${extension}`, alternativeText: 'Foto profilo' },
          },
          files: { ...file, mimetype: type, originalFilename: `foto-profilo.${extension}` },
        })) as Media[];

      // The previous picture is no longer referenced: remove its files too.
      const previous = profile?.picture?.id;
      if (previous && previous !== uploaded?.id) {
        const old = await strapi.db.query('plugin::upload.file').findOne({ where: { id: previous } });
        if (old) await strapi.plugin('upload').service('upload').remove(old);
      }
      return { id: uploaded.id, url: uploaded.url, formats: uploaded.formats ?? null };
    },

    /**
     * GDPR art. 15 and 20: the caller's whole profile, their account e-mail, the posts they marked, and who received
     * their data (issue 41): the companies that unlocked them, the visits by company and day, the alert e-mails
     * that showed them, every consent of the account.
     */
    async exportData(userId: number) {
      const me = await strapi.service('api::me.me').findForUser(userId);
      if (!me?.hr_user) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
      const access = strapi.service('api::privacy.access');
      const own = await ownId(userId);
      const [sbloccato_da, visite, alert, consensi] = await Promise.all([
        access.unlockedBy(own),
        access.visitsBy(own),
        access.alertsBy(own),
        access.consentsOf(userId),
      ]);
      const interests = await findRows(strapi, ANNUNCI, {
        where: { hr_users: { id: await ownId(userId) } },
        select: ['posizione', 'createdAt'],
        populate: { hr_company: { select: ['nome'] } },
      });
      return {
        esportato_il: new Date().toISOString(),
        account: { email: me.email, username: me.username, confirmed: me.confirmed },
        profilo: me.hr_user,
        annunci_di_interesse: interests.map((post) => ({
          posizione: post.posizione,
          azienda: post.hr_company?.nome ?? null,
          pubblicato_il: post.createdAt,
        })),
        sbloccato_da,
        visite,
        alert,
        consensi,
      };
    },
  };
};

export type HrUserService = ReturnType<typeof ownRecord>;

export default factories.createCoreService(HR_USER, ownRecord);
