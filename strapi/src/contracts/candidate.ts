// The contract of the candidate's own area (routes of strapi/src/api/hr-user/, hr-company/routes/logos.ts,
// freshness/): picture, data export, the companies' logo strip and the freshness link. Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';
import type { StoredMedia } from './common';
import type { CandidateRecord } from './me';

/** A company of the logo strip: name, logo, website only. */
export type ActiveCompany = {
  id: number;
  documentId: string;
  nome: string;
  sito_web_link: string | null;
  logo: Pick<StoredMedia, 'id' | 'url' | 'formats'>;
};

/** GET /api/user/hr-companies */
export type ActiveCompaniesResponse = { data: ActiveCompany[] };
/** POST /api/user/hr-companies/:id/visit: the website to open (null: none or unsafe). */
export type CompanyVisitResponse = { data: { sito_web_link: string | null } };

/** POST /api/hr-users/me/picture (multipart, one file `files`); refusals `picture_too_large`, `picture_not_image`. */
export type PictureResponse = {
  data: Pick<StoredMedia, 'id' | 'url' | 'formats'>;
};

/** GET /api/hr-users/me/export: the caller's own data (GDPR art. 20). */
export type OwnDataExport = {
  esportato_il: string;
  account: { email: string; username: string; confirmed: boolean };
  profilo: CandidateRecord;
  annunci_di_interesse: Array<{ posizione: unknown; azienda: unknown; pubblicato_il: unknown }>;
};
export type OwnDataResponse = { data: OwnDataExport };

/** PATCH /api/alreadyUpdated/:token (no login: the token is the credential); 404 `link_expired` otherwise. */
export type FreshnessResponse = { data: { confirmed: true } };

export const candidate = {
  activeCompanies: endpoint<{ answer: ActiveCompaniesResponse }>()({
    method: 'GET',
    path: '/user/hr-companies',
    access: 'user',
  }),
  visitCompany: endpoint<{ answer: CompanyVisitResponse }>()({
    method: 'POST',
    path: '/user/hr-companies/:id/visit',
    access: 'user',
  }),
  /** Multipart, one file `files`. */
  picture: endpoint<{ body: FormData; answer: PictureResponse }>()({
    method: 'POST',
    path: '/hr-users/me/picture',
    access: 'user',
  }),
  exportData: endpoint<{ answer: OwnDataResponse }>()({
    method: 'GET',
    path: '/hr-users/me/export',
    access: 'user',
  }),
  /** GET /api/hr-users/me/cv: the caller's CV, a PDF attachment (issue 42; not JSON: streamed as it comes). */
  cv: endpoint()({ method: 'GET', path: '/hr-users/me/cv', access: 'user' }),
  freshness: endpoint<{ answer: FreshnessResponse }>()({
    method: 'PATCH',
    path: '/alreadyUpdated/:token',
    access: 'public',
  }),
} satisfies Contract;

/** GET /api/media/:file: an upload streamed to whoever Strapi lets read it (logos anyone, pictures per profile). */
export const media = {
  read: endpoint()({ method: 'GET', path: '/media/:file', access: 'public' }),
} satisfies Contract;
