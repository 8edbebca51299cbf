// The candidate's e-mail choices (issue 42) on the Remix side: the job alert ("Avvisami dei nuovi annunci", off until
// the candidate turns it on: Strapi records the consent's moment) and the weekly "Il tuo profilo questa settimana".
// One action (routes/avvisi) saves every form of them: the box of the job board and of the wizard's last step, and
// the toggles of /impostazioni; it redirects back to the page the form was on with a flashed notice
// (post/redirect/get, with JavaScript or without). Strapi checks the caller and the values (PUT /hr-users/me/avvisi).
import { z } from 'zod';
import { DISTANZE_KM, type DistanzaKm } from '#catalog/distance.ts';
import type { CandidateMailKind, CandidateMailSettings } from '#contracts/candidate-mails.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { takeNotice } from '#app/server/notice.server.ts';
import type { AvvisiNotice, Notice } from '#app/server/session.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { softly } from '#app/server/strapi.server.ts';
import { jobBoard, search } from '#app/texts/index.ts';
import { jobAlerts } from '#app/texts/job-alerts.ts';

export type { CandidateMailSettings };

/** The pages that carry a form of these choices: the only places the action leads back to (no open redirect). */
export const AVVISI_PAGES = ['/bacheca-annunci', '/impostazioni', '/altre-informazioni'] as const;
export type AvvisiPage = (typeof AVVISI_PAGES)[number];

const RADII = ['0', ...DISTANZE_KM.map(String)] as [string, ...string[]];
/** A radius of the board's list, or 0 (anywhere); missing (a disabled select) is 0. */
const distanza = z
  .enum(RADII)
  .optional()
  .transform((km) => Number(km ?? 0) as DistanzaKm | 0);
const checkbox = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on');

/** Each button of the forms posts its own `intent`; anything else is a malformed post. */
export const avvisiFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('annunci-on'), distanza }),
  z.object({ intent: z.literal('annunci-off') }),
  z.object({ intent: z.literal('salva'), annunci: checkbox, settimanale: checkbox, distanza }),
]);
export type AvvisiForm = z.infer<typeof avvisiFormSchema>;

/** The request to Strapi and the notice of success for one parsed form. */
export function changesOf(form: AvvisiForm): {
  changes: { annunci?: boolean; km?: DistanzaKm | 0; settimanale?: boolean };
  notice: AvvisiNotice;
} {
  switch (form.intent) {
    case 'annunci-on':
      return { changes: { annunci: true, km: form.distanza }, notice: 'annunciOn' };
    case 'annunci-off':
      return { changes: { annunci: false }, notice: 'annunciOff' };
    case 'salva':
      return {
        changes: { annunci: form.annunci, km: form.distanza, settimanale: form.settimanale },
        notice: 'salvati',
      };
  }
}

/** Where the form came from (`da`), one of AVVISI_PAGES; /impostazioni for anything else. */
export const pageOf = (da: unknown): AvvisiPage =>
  (AVVISI_PAGES as readonly unknown[]).includes(da) ? (da as AvvisiPage) : '/impostazioni';

/** The caller's choices; null when Strapi could not answer (the box says the alerts are unavailable). */
export async function fetchAvvisi(request: Request): Promise<CandidateMailSettings | null> {
  const result = await softly(() => strapi.candidateMails.settings(request));
  return result?.ok ? result.data.data : null;
}

/** Saves the choices; the notice for the page (`errore` when Strapi refused or could not answer). */
export async function saveAvvisi(request: Request, form: AvvisiForm): Promise<AvvisiNotice> {
  const { changes, notice } = changesOf(form);
  const result = await softly(() => strapi.candidateMails.save(request, { json: { data: changes } }));
  return result?.ok ? notice : 'errore';
}

/** The text of an e-mail choices' notice left for a page (`avvisi.<notice>`), or null for any other or none. */
export function avvisiNoticeOf(notice: Notice | null): { text: string; error: boolean } | null {
  if (!notice?.startsWith('avvisi.')) return null;
  const key = notice.slice('avvisi.'.length) as AvvisiNotice;
  return { text: jobAlerts.notices[key], error: key === 'errore' };
}

/**
 * What the forms show of the choices. The consent's date, the board's radii ("Entro {km} km da casa") and the
 * reason a radius cannot apply are worded here, on the server: the search's texts and the date code would otherwise
 * weigh on the pages' JavaScript (the wizard's last step is near the page budget, scripts/check-bundle.mjs).
 */
export type AvvisiView = Omit<CandidateMailSettings, 'consenso_il'> & {
  attivatoIl: string;
  radii: Array<{ value: string; label: string }>;
  /** Why the radius list is disabled (the profile's comune does not resolve), or null. */
  senzaCasa: string | null;
};

/** The radii a job alert offers: anywhere, or the board's "Entro {km} km da casa". */
export const alertRadii = (): AvvisiView['radii'] => [
  { value: '0', label: search.distanzaNessuna },
  ...DISTANZE_KM.map((km) => ({ value: String(km), label: search.distanzaWords(km, jobBoard.casa, false) })),
];

export const avvisiView = (settings: CandidateMailSettings): AvvisiView => ({
  annunci: settings.annunci,
  km: settings.km,
  casa: settings.casa,
  settimanale: settings.settimanale,
  attivatoIl: formatDateIt(settings.consenso_il),
  radii: alertRadii(),
  senzaCasa: settings.casa ? null : jobBoard.distanzaSenzaCasa,
});

/**
 * What a page with a form of the choices needs: the choices (null when Strapi could not answer) and the notice of
 * the post just made, with the Set-Cookie that consumes it (for the loader's answer).
 */
export async function avvisiOfPage(request: Request) {
  const [settings, { notice, headers }] = await Promise.all([fetchAvvisi(request), takeNotice(request)]);
  return { avvisi: settings ? avvisiView(settings) : null, notice: avvisiNoticeOf(notice), headers };
}

/** The shape Strapi signs (strapi/src/api/avviso-candidato/services/off-link.ts); anything else never reaches it. */
const OFF_TOKEN = /^[a-z0-9]{1,40}\.(annunci|settimanale)\.[A-Za-z0-9_-]{43}$/;

/** The e-mail a well-formed off-link token names (its signature is Strapi's to check), or null. */
export function offTokenKind(token: string | undefined): CandidateMailKind | null {
  const match = OFF_TOKEN.exec(token ?? '');
  return match ? (match[1] as CandidateMailKind) : null;
}

/** Turns off the e-mail the token names (no login: the signed token is the credential); null when not valid. */
export async function turnAvvisoOff(token: string | undefined): Promise<CandidateMailKind | null> {
  if (!offTokenKind(token)) return null;
  const result = await strapi.candidateMails.off({ json: { token: token ?? '' } });
  return result.ok ? result.data.data.avviso : null;
}
