/**
 * Who may read an uploaded file (issue 24 item 8). A file is what an entry links it to: a company's logo is public
 * (the brand is shown to candidates and on public pages); a candidate's picture is personal data, readable by the
 * candidate and by companies that may see the profile, i.e. every company whose P. IVA the candidate has not
 * blacklisted (the same rule as the search and the profile: catalog `pivasOf`). Anything else, a file linked to
 * nothing included, is nobody's to read.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { pivasOf } from '../../../catalog/profile-rules';
import { findRow, findRows } from '../../../utils/rows';
import { formatsOf } from '../../../utils/upload-formats';

const FILE = 'plugin::upload.file';
const HR_USER = 'api::hr-user.hr-user';
const HR_COMPANY: UID.ContentType = 'api::hr-company.hr-company';
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}$/;
const FORMAT_PREFIX = /^(?:thumbnail|small|medium|large)_/;

type FileRow = { id: number; url: string; mime: string };
type MorphJoin = {
  name: string;
  joinColumn: { name: string };
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
};

export type MediaFile = { path: string; mime: string; size: number; public: boolean };

const mediaService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The upload row of `file` (an original or one of its formats) and the stored file's MIME type. */
  const fileRow = async (file: string): Promise<{ row: FileRow; mime: string } | null> => {
    const base = file.replace(/\.[A-Za-z0-9]+$/, '');
    const hashes = [base, base.replace(FORMAT_PREFIX, '')];
    const rows = await findRows(strapi, FILE, {
      where: { hash: { $in: hashes } },
      select: ['id', 'url', 'mime', 'formats'],
    });
    const url = `/uploads/${file}`;
    for (const { id, url: original, mime, formats } of rows) {
      // Every upload row has both (the upload plugin requires them); a row without is no file to serve.
      if (typeof original !== 'string' || typeof mime !== 'string') continue;
      const row = { id, url: original, mime };
      if (original === url) return { row, mime };
      for (const format of Object.values(formatsOf(formats))) {
        if (format.url === url) return { row, mime: format.mime ?? mime };
      }
    }
    return null;
  };

  /** The entries the file is linked to, from the upload plugin's own link table. */
  const linksOf = async (fileId: number): Promise<Array<{ id: number; type: string; field: string }>> => {
    const meta = strapi.db.metadata.get(FILE) as unknown as {
      attributes: { related: { joinTable: MorphJoin } };
    };
    const join = meta.attributes.related.joinTable;
    const rows = (await strapi.db
      .connection(join.name)
      .where(join.joinColumn.name, fileId)
      .select(
        `${join.morphColumn.idColumn.name} as id`,
        `${join.morphColumn.typeColumn.name} as type`,
        'field',
      )) as Array<{
      id: number;
      type: string;
      field: string;
    }>;
    return rows.map((row) => ({ id: Number(row.id), type: row.type, field: row.field }));
  };

  /** May `userId` (null: anonymous) see the picture of candidate `hrUserId`? */
  const maySeePicture = async (hrUserId: number, userId: number | null): Promise<boolean> => {
    if (userId === null) return false;
    const candidate = await findRow(strapi, HR_USER, {
      where: { id: hrUserId },
      select: ['id', 'blacklisted_pivas'],
      populate: { user: { select: ['id'] } },
    });
    if (!candidate) return false;
    if (candidate.user?.id === userId) return true;
    // The company of the token: the titolare's or a member's (issue 27, utils/own-profile.ts).
    const companyId = await strapi.service('api::me.own-profile').ownProfileId(HR_COMPANY, userId);
    if (companyId === null) return false;
    const company = await findRow(strapi, HR_COMPANY, {
      where: { id: companyId },
      select: ['id', 'piva'],
    });
    if (!company) return false;
    return !pivasOf(candidate.blacklisted_pivas).includes(String(company.piva ?? '').trim());
  };

  return {
    /** The file `file` if `userId` may read it, else null (unknown and forbidden alike: nothing to tell apart). */
    async readable(file: string, userId: number | null): Promise<MediaFile | null> {
      if (!SAFE_FILE.test(file) || file.includes('..')) return null;
      const found = await fileRow(file);
      if (!found) return null;
      const links = await linksOf(found.row.id);
      const logo = links.some((link) => link.type === HR_COMPANY && link.field === 'logo');
      let allowed = logo;
      for (const link of links) {
        if (allowed) break;
        if (link.type === HR_USER && link.field === 'picture') allowed = await maySeePicture(link.id, userId);
      }
      if (!allowed) return null;
      const path = join(strapi.dirs.static.public, 'uploads', file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { path, mime: found.mime, size: info.size, public: logo };
    },
  };
};

export type MediaService = ReturnType<typeof mediaService>;

export default mediaService;
