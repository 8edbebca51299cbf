// The 'Configure Brand' form (spec 02 §4, §5): logo, description and website, with the spec's messages. The logo is
// optional once the company has one; a logo over the limit arrives as FILE_TOO_LARGE (the multipart reader of
// app/server/forms.server.ts keeps no file past its limit). Strapi applies the same rules again.
import { z } from 'zod';
import { BRAND_DESCRIZIONE_MAX, BRAND_LOGO_TYPES, COMPANY_PATTERNS } from '#catalog/company-rules.ts';
import { FILE_TOO_LARGE } from '#app/lib/picture.ts';
import { brand } from '#app/texts/index.ts';

const SITE_MAX = 500;

function logoError(logo: unknown, hasLogo: boolean): string | null {
  if (logo === FILE_TOO_LARGE) return brand.fileTooLarge;
  if (logo instanceof File && logo.size > 0) {
    return (BRAND_LOGO_TYPES as readonly string[]).includes(logo.type) ? null : brand.fileType;
  }
  return hasLogo ? null : brand.logoRequired;
}

export const brandSchema = (hasLogo: boolean) =>
  z.object({
    descrizione: z
      .string({ required_error: brand.descrizioneRequired })
      .trim()
      .min(1, brand.descrizioneRequired)
      .max(BRAND_DESCRIZIONE_MAX, brand.descrizioneMax),
    sito_web_link: z
      .string({ required_error: brand.urlInvalid })
      .trim()
      .max(SITE_MAX, brand.urlInvalid)
      .regex(COMPANY_PATTERNS.url, brand.urlInvalid),
    logo: z
      .unknown()
      .superRefine((logo, ctx) => {
        const message = logoError(logo, hasLogo);
        if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      })
      .transform((logo) => (logo instanceof File && logo.size > 0 ? logo : null)),
  });
