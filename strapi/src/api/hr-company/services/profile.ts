import type { Core } from '@strapi/strapi';
import type { CompanyResponse } from '../../../contracts/company';
import {
  BRAND_DESCRIZIONE_MAX,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  COMPANY_EDITABLE_FIELDS,
  COMPANY_FORM_TEXT_FIELDS,
  COMPANY_PATTERNS,
  companyFormErrors,
  unwrapList,
  wrapMansioni,
  wrapPuntiForza,
} from '../../../catalog/company-rules';
import { sniffImageType } from '../../../catalog/images';
import { checkAlertFilters, serializeAlertFilters } from '../../../catalog/search-filters';
import type { ErrorDetails, UploadedFile } from '../../../utils/api-error';
import { readHead } from '../../../utils/file-head';
import { findRow } from '../../../utils/rows';
import type { AlertCountResponse, AlertFilters } from '../../../contracts/alerts';
import { countAlert } from './count-alert';

const HR_COMPANY = 'api::hr-company.hr-company';

/** A refusal, answered by the controller in Strapi's error envelope (`code` becomes `details.code`). */
type Failure = { ok: false; status: 400 | 403; code: string; message: string; details?: ErrorDetails };
export type Outcome = { ok: true; company: CompanyResponse['data'] } | Failure;

const refuse = (
  status: Failure['status'],
  code: string,
  message: string,
  details?: ErrorDetails,
): Failure => ({
  ok: false,
  status,
  code,
  message,
  details,
});

/** The two alert filter sets (spec 02 §3): Alert Database in `filtri`, Alert New Profile in `filtri_profile`. */
export const ALERT_FIELDS = ['filtri', 'filtri_profile'] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];
export type AlertsOutcome = { ok: true; alerts: AlertFilters } | Failure;
export type AlertCountOutcome = { ok: true; data: AlertCountResponse['data'] } | Failure;

const ALERT_MESSAGES = {
  alert_filters_invalid: "Filtri dell'alert non validi",
  alert_areas_required: "Devi selezionare almeno un'opzione",
} as const;

export type CompanyProfileService = ReturnType<typeof companyProfileService>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const companyProfileService = ({ strapi }: { strapi: Core.Strapi }) => {
  const ownCompany = async (userId: number) =>
    strapi.documents(HR_COMPANY).findFirst({
      filters: { id: (await strapi.service('api::me.own-profile').ownProfileId(HR_COMPANY, userId)) ?? -1 },
      fields: ['id', 'documentId', 'abbonamento_brand'],
      populate: { logo: true },
    } as never) as Promise<{
      id: number;
      documentId: string;
      abbonamento_brand?: boolean;
      logo?: { id: number } | null;
    } | null>;

  // The sanitized record is the content type's attributes minus the private ones (contracts/me.ts follows the
  // schema.json): the one place the row becomes the contract's type.
  const sanitize = async (entity: unknown) =>
    (await strapi.contentAPI.sanitize.output(
      entity as Record<string, unknown>,
      strapi.getModel(HR_COMPANY),
    )) as unknown as CompanyResponse['data'];

  /** The caller's company, when it may have alerts (not an agency), else the refusal. */
  const alertCompany = async (userId: number) => {
    const id = await strapi.service('api::me.own-profile').ownProfileId(HR_COMPANY, userId);
    const company =
      id === null
        ? null
        : await findRow(strapi, 'api::hr-company.hr-company', {
            where: { id },
            select: ['id', 'aut_min', 'filtri', 'filtri_profile'],
          });
    if (!company) return refuse(403, 'not_company', 'Solo le aziende possono configurare gli alert');
    if (company.aut_min?.trim()) return refuse(403, 'agency', 'Le agenzie non hanno accesso agli alert');
    return company;
  };

  return {
    /**
     * POST /api/hr-companies/me/alerts/count (issue 39 item 7): how many profiles the filter set finds today, with
     * the alert's own search (count-alert.ts); checked like a save (400 with the same messages).
     */
    async countAlert(userId: number, input: unknown): Promise<AlertCountOutcome> {
      const company = await alertCompany(userId);
      if ('ok' in company) return company;
      const json = isRecord(input) ? input.filtri : undefined;
      const check = checkAlertFilters(json);
      if (!check.ok) return refuse(400, check.code, ALERT_MESSAGES[check.code]);
      const searchCompany = await strapi.service('api::human-resource.human-resource').companyOfUser(userId);
      if (!searchCompany) return refuse(403, 'not_company', 'Solo le aziende possono configurare gli alert');
      return { ok: true, data: await countAlert(strapi, searchCompany, check.value) };
    },

    /**
     * PUT /api/hr-companies/me/alerts: saves (a JSON string, checked by the same rules module as the Remix wizard,
     * stored in its canonical form) or deletes (null) `filtri` and/or `filtri_profile` of the caller's company.
     * Agencies have no alerts; `filtri_profile` needs a live Alert New Profile subscription (deleting it does not).
     */
    async saveAlerts(userId: number, input: unknown): Promise<AlertsOutcome> {
      const company = await alertCompany(userId);
      if ('ok' in company) return company;
      const keys = isRecord(input) ? Object.keys(input) : [];
      if (
        !isRecord(input) ||
        keys.length === 0 ||
        keys.some((key) => !(ALERT_FIELDS as readonly string[]).includes(key))
      ) {
        return refuse(400, 'alert_fields_invalid', 'Indicare filtri o filtri_profile');
      }
      const data: Partial<Record<AlertField, string | null>> = {};
      for (const field of keys as AlertField[]) {
        const value = input[field];
        if (value === null) {
          data[field] = null;
          continue;
        }
        const check = checkAlertFilters(value);
        if (!check.ok) return refuse(400, check.code, ALERT_MESSAGES[check.code]);
        data[field] = serializeAlertFilters(check.value);
      }
      if (
        typeof data.filtri_profile === 'string' &&
        !(await strapi
          .service('api::subscription.subscription')
          .hasLiveSubscription(company.id, 'abbonamento_np'))
      ) {
        return refuse(403, 'alert_new_profile_required', 'Abbonamento Alert New Profile non attivo');
      }
      await strapi.db.query(HR_COMPANY).update({ where: { id: company.id }, data });
      const saved = {
        filtri: company.filtri ?? null,
        filtri_profile: company.filtri_profile ?? null,
        ...data,
      };
      return {
        ok: true,
        alerts: { filtri: saved.filtri ?? null, filtri_profile: saved.filtri_profile ?? null },
      };
    },

    /**
     * Writes only whitelisted fields. A body naming any other field (credits, subscriptions, visits, aut_min,
     * e-mail...) is refused as a whole with 400: silently dropping it would hide a client bug or an attack.
     */
    async update(userId: number, input: unknown): Promise<Outcome> {
      const company = await ownCompany(userId);
      if (!company) return refuse(403, 'not_company', 'Solo le aziende possono modificare i dati aziendali');
      if (!isRecord(input)) return refuse(400, 'invalid', 'Dati mancanti');
      const refused = Object.keys(input).filter(
        (key) => !(COMPANY_EDITABLE_FIELDS as readonly string[]).includes(key),
      );
      if (refused.length > 0) {
        return refuse(400, 'not_editable', 'Campi non modificabili', { refused });
      }
      const mansioni = unwrapList(input.mansioni_preferite, 'mansione_preferita');
      const punti = unwrapList(input.punti_forza, 'punto_forza');
      const errors = companyFormErrors({ ...input, mansioni_preferite: mansioni, punti_forza: punti });
      if (Object.keys(errors).length > 0) {
        return refuse(400, 'invalid', 'Dati aziendali non validi', { errors });
      }
      const data: Record<string, unknown> = {
        mansioni_preferite: wrapMansioni(mansioni),
        punti_forza: wrapPuntiForza(punti),
        numero_addetti: input.numero_addetti,
      };
      for (const field of COMPANY_FORM_TEXT_FIELDS) data[field] = String(input[field]).trim();
      const updated = await strapi
        .documents(HR_COMPANY)
        .update({ documentId: company.documentId, data, populate: { logo: true } } as never);
      return { ok: true, company: await sanitize(updated) };
    },

    /** Uploads the logo through the upload plugin, then attaches it with the brand texts to the caller's company. */
    async configureBrand(
      userId: number,
      body: Record<string, unknown>,
      logo: UploadedFile | undefined,
    ): Promise<Outcome> {
      const company = await ownCompany(userId);
      if (!company) return refuse(403, 'not_company', 'Solo le aziende possono configurare il brand');
      if (!company.abbonamento_brand)
        return refuse(403, 'brand_inactive', 'Abbonamento Brand Card non attivo');

      const errors: Record<string, string> = {};
      const descrizione = typeof body.descrizione === 'string' ? body.descrizione.trim() : '';
      if (!descrizione) errors.descrizione = 'required';
      else if (descrizione.length > BRAND_DESCRIZIONE_MAX) errors.descrizione = 'tooLong';
      const sito = typeof body.sito_web_link === 'string' ? body.sito_web_link.trim() : '';
      if (!COMPANY_PATTERNS.url.test(sito) || sito.length > 500) errors.sito_web_link = 'url';
      if (!logo && !company.logo) errors.logo = 'required';
      if (logo) {
        const type = logo.mimetype ?? '';
        // The declared type must be allowed and be what the first bytes say.
        if (
          !(BRAND_LOGO_TYPES as readonly string[]).includes(type) ||
          sniffImageType(await readHead(logo.filepath)) !== type
        )
          errors.logo = 'type';
        else if (logo.size > BRAND_LOGO_MAX_BYTES) errors.logo = 'size';
      }
      if (Object.keys(errors).length > 0) {
        return refuse(400, 'invalid', 'Dati del brand non validi', { errors });
      }

      let logoId = company.logo?.id;
      let uploadedFile: { id: number } | undefined;
      if (logo) {
        try {
          const uploaded = (await strapi
            .plugin('upload')
            .service('upload')
            .upload({
              data: {
                fileInfo: { name: logo.originalFilename ?? 'logo', alternativeText: 'Logo aziendale' },
              },
              files: logo,
            })) as Array<{ id: number }>;
          uploadedFile = uploaded[0];
          logoId = uploadedFile?.id;
          if (!logoId) throw new Error('no file id');
        } catch (error) {
          strapi.log.error(`[brand] upload failed: ${(error as Error).message}`);
          return refuse(400, 'upload_failed', 'Errore upload file', { step: 'upload' });
        }
      }
      try {
        const updated = await strapi.documents(HR_COMPANY).update({
          documentId: company.documentId,
          data: { logo: logoId, descrizione, sito_web_link: sito },
          populate: { logo: true },
        } as never);
        return { ok: true, company: await sanitize(updated) };
      } catch (error) {
        strapi.log.error(`[brand] attaching logo ${logoId} failed: ${(error as Error).message}`);
        // The new logo belongs to nothing: remove it rather than leave an orphan in the media library.
        if (uploadedFile) {
          await strapi
            .plugin('upload')
            .service('upload')
            .remove(uploadedFile)
            .catch((removal: Error) =>
              strapi.log.error(`[brand] removing logo ${logoId}: ${removal.message}`),
            );
        }
        return refuse(400, 'attach_failed', 'Errore aggiornamento company con logo', { step: 'attach' });
      }
    },
  };
};

export default companyProfileService;
