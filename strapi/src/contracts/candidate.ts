// The contract of the candidate's own area (routes of strapi/src/api/hr-user/, hr-company/routes/logos.ts,
// freshness/): picture, data export, the companies' logo strip and the freshness link. Schemas and their types (see
// invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';
import { storedMedia } from './common';
import { candidateRecord } from './me';

/** An image as the strip and the picture answer show it: its file and resized formats only. */
const slimMedia = storedMedia.pick({ id: true, url: true, formats: true });

/** A company of the logo strip: name, logo, website only. */
export const activeCompany = z.object({
  id: z.number(),
  documentId: z.string(),
  nome: z.string(),
  sito_web_link: z.string().nullable(),
  logo: slimMedia,
});
export type ActiveCompany = z.infer<typeof activeCompany>;

/** GET /api/user/hr-companies */
export const activeCompaniesResponse = z.object({ data: z.array(activeCompany) });
export type ActiveCompaniesResponse = z.infer<typeof activeCompaniesResponse>;
/** POST /api/user/hr-companies/:id/visit: the website to open (null: none or unsafe). */
export const companyVisitResponse = z.object({ data: z.object({ sito_web_link: z.string().nullable() }) });
export type CompanyVisitResponse = z.infer<typeof companyVisitResponse>;

/** POST /api/hr-users/me/picture (multipart, one file `files`); refusals `picture_too_large`, `picture_not_image`. */
export const pictureResponse = z.object({ data: slimMedia });
export type PictureResponse = z.infer<typeof pictureResponse>;

/** GET /api/hr-users/me/export: the caller's own data (GDPR art. 20). */
export const ownDataExport = z.object({
  esportato_il: z.string(),
  account: z.object({ email: z.string(), username: z.string(), confirmed: z.boolean() }),
  profilo: candidateRecord,
  annunci_di_interesse: z.array(
    z.object({ posizione: z.unknown(), azienda: z.unknown(), pubblicato_il: z.unknown() }),
  ),
  /** Who received the candidate's data (GDPR art. 15, issue 41). */
  sbloccato_da: z.array(z.object({ azienda: z.string(), data: z.string() })),
  visite: z.array(
    z.object({ azienda: z.string(), giorno: z.string(), tipo: z.enum(['profilo', 'profilo_esteso']) }),
  ),
  alert: z.array(
    z.object({ azienda: z.string(), inviata_il: z.string(), tipo: z.enum(['database', 'nuovo_profilo']) }),
  ),
  consensi: z.array(
    z.object({ termini: z.number(), privacy: z.number(), accettato_il: z.string(), origine: z.string() }),
  ),
});
export type OwnDataExport = z.infer<typeof ownDataExport>;
export const ownDataResponse = z.object({ data: ownDataExport });
export type OwnDataResponse = z.infer<typeof ownDataResponse>;

/** A company that unlocked the candidate's contacts, and when (GET /api/account/unlocked-by). */
export type UnlockedBy = { azienda: string; data: string };
export type UnlockedByResponse = { data: { aziende: UnlockedBy[] } };

/** PATCH /api/alreadyUpdated/:token (no login: the token is the credential); 404 `link_expired` otherwise. */
export const freshnessResponse = z.object({ data: z.object({ confirmed: z.literal(true) }) });
export type FreshnessResponse = z.infer<typeof freshnessResponse>;

export const candidate = {
  activeCompanies: endpoint()({
    method: 'GET',
    path: '/user/hr-companies',
    access: 'user',
    schema: { answer: activeCompaniesResponse },
  }),
  visitCompany: endpoint()({
    method: 'POST',
    path: '/user/hr-companies/:id/visit',
    access: 'user',
    schema: { answer: companyVisitResponse },
  }),
  /** Multipart, one file `files`: only the answer is checked. */
  picture: endpoint<{ body: FormData }>()({
    method: 'POST',
    path: '/hr-users/me/picture',
    access: 'user',
    schema: { answer: pictureResponse },
  }),
  exportData: endpoint()({
    method: 'GET',
    path: '/hr-users/me/export',
    access: 'user',
    schema: { answer: ownDataResponse },
  }),
  /** GET /api/hr-users/me/cv: the caller's CV, a PDF attachment (issue 42; not JSON: streamed as it comes). */
  cv: endpoint()({ method: 'GET', path: '/hr-users/me/cv', access: 'user' }),
  freshness: endpoint()({
    method: 'PATCH',
    path: '/alreadyUpdated/:token',
    access: 'public',
    schema: { answer: freshnessResponse },
  }),
} satisfies Contract;

/** GET /api/media/:file: an upload streamed to whoever Strapi lets read it (logos anyone, pictures per profile). */
export const media = {
  read: endpoint()({ method: 'GET', path: '/media/:file', access: 'public' }),
} satisfies Contract;
