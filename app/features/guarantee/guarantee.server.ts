// The credit guarantee's server side (issue 26): what the profile page, the list of unlocked profiles and the report
// page read of a company's reports, the report's post, and the candidate's confirmation link and notice. Strapi is
// the authority (api/guarantee-report): the form is checked there, and its refusals come back as field errors or a
// message in Italian.
import { redirectWithNotice } from '#app/server/notice.server.ts';
import type { Notice } from '#app/server/session.server.ts';
import { GARANZIA_MESSAGGI, GARANZIA_TENTATIVI } from '#catalog/guarantee-rules.ts';
import type { ReportState, ReportView } from '#contracts/guarantee.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { isSafeLocalPath } from '#app/lib/routes.ts';
import { guarantee as texts } from '#app/texts/index.ts';

export type { ReportState, ReportView };
export type ReportStato = ReportView['stato'];

const ID = /^[A-Za-z0-9]{1,40}$/;

/** The report of the company's unlock of a candidate, or null when it never unlocked it (or cannot see it). */
export async function loadReportState(request: Request, id: string): Promise<ReportState | null> {
  if (!ID.test(id)) return null;
  const result = await strapi.guarantee.state(request, { params: { id } });
  if (result.ok) return result.data.data;
  if (result.status === 404 || result.status === 400) return null;
  throw new Response(result.error.message, { status: result.status });
}

/** The company's reports by candidate id (the list of unlocked profiles shows each one's state). */
export async function loadOwnReports(request: Request): Promise<Record<number, ReportStato>> {
  const result = await strapi.guarantee.list(request);
  if (!result.ok) throw new Response(result.error.message, { status: result.status });
  return Object.fromEntries(result.data.data.map((row) => [row.candidato, row.stato]));
}

export type ReportActionData = {
  ok: false;
  values: { tentativo: string; primo_tentativo: string };
  fields: { tentativo?: string; primo_tentativo?: string };
  message: string | null;
};

const UNLOCKED_LIST = '/company-unlocked-profiles';

/**
 * Where the report page leads back: the profile, or the list of unlocked profiles it was opened from, with the
 * list's filters and page when the dialog on the list sent it (issue 39 item 8).
 */
export const backTo = (id: string, requested: unknown) =>
  isSafeLocalPath(requested) &&
  (requested === UNLOCKED_LIST ||
    requested.startsWith(`${UNLOCKED_LIST}?`) ||
    requested === `/resource-profile/${id}`)
    ? requested
    : `/resource-profile/${id}`;

/**
 * The report's dialog on the list of unlocked profiles (`?segnala=<id>`, the cards' link with JavaScript; issue 39
 * item 8): the candidate's report state when the company may report them now, else null (no dialog: an id it never
 * unlocked, a report already made, junk). Read only when the parameter is there.
 */
export async function loadReportDialog(
  request: Request,
  segnala: string | null,
): Promise<{ id: string; state: ReportState } | null> {
  if (!segnala) return null;
  const state = await loadReportState(request, segnala);
  return state?.segnalabile ? { id: segnala, state } : null;
}

/**
 * The report's post: on success a redirect back (post/redirect/get) with `segnalazione=inviata` or `=verifica` on the
 * profile; else the typed values with the errors of each field, or the refusal's message.
 */
export async function submitReport(request: Request, id: string, form: FormData): Promise<ReportActionData> {
  const values = {
    tentativo: String(form.get('tentativo') ?? ''),
    primo_tentativo: String(form.get('primo_tentativo') ?? '').slice(0, 10),
  };
  const back = backTo(id, form.get('redirectTo'));
  const fields: ReportActionData['fields'] = {};
  if (!(GARANZIA_TENTATIVI as readonly string[]).includes(values.tentativo))
    fields.tentativo = GARANZIA_MESSAGGI.tentativo;
  if (!values.primo_tentativo) fields.primo_tentativo = GARANZIA_MESSAGGI.data_mancante;
  if (Object.keys(fields).length) return { ok: false, values, fields, message: null };

  const result = await strapi.guarantee.report(request, {
    params: { id: ID.test(id) ? id : '0' },
    json: values,
  });
  if (result.ok) {
    // The page it came from says what became of it, past a limit which one (issue 39 item 3): a flash notice.
    const { limite } = result.data.data;
    throw await redirectWithNotice(request, back, `guarantee.${limite ?? 'inviata'}`);
  }
  if (result.status === 400) {
    const details = (result.error.details ?? {}) as { fields?: ReportActionData['fields'] };
    return {
      ok: false,
      values,
      fields: details.fields ?? {},
      message: details.fields ? null : result.error.message,
    };
  }
  if (result.status === 404 && result.error.code === 'profile_missing')
    throw new Response(null, { status: 404 });
  if (result.status === 404 || result.status === 409)
    return { ok: false, values, fields: {}, message: result.error.message };
  throw new Response(result.error.message, { status: result.status });
}

/**
 * What became of the report just sent (the page's flash notice, `takeNotice`): sent to the candidate, or to the
 * staff saying which limit (the catalog's message, with the limit's numbers; issue 39 item 3). null for none.
 */
export function reportOutcome(notice: Notice | null): string | null {
  switch (notice) {
    case 'guarantee.inviata':
      return texts.sent;
    case 'guarantee.limite_mese':
    case 'guarantee.limite_quota':
      return `${GARANZIA_MESSAGGI[notice === 'guarantee.limite_mese' ? 'limite_mese' : 'limite_quota']}.`;
    case 'guarantee.verifica':
      return texts.toOperator;
    default:
      return null;
  }
}

/** The candidate's link: true when Strapi confirmed the contacts of the token's candidate. */
export async function confirmGuarantee(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const result = await strapi.guarantee.confirm({ params: { token } });
  return result.ok;
}

/**
 * The candidate's own notice: a company could not reach them (never which one); `hidden` once a report was refunded
 * (the contacts "da verificare": out of the searches until they confirm).
 */
export async function loadCandidateNotice(
  request: Request,
): Promise<{ unreachable: boolean; hidden: boolean }> {
  const result = await strapi.guarantee.mine(request);
  if (!result.ok) throw new Response(result.error.message, { status: result.status });
  return {
    unreachable: result.data.data.non_raggiungibile,
    hidden: result.data.data.contatti_da_verificare,
  };
}

/** The candidate's "my contacts are right" from their profile page. */
export async function confirmOwnContacts(request: Request): Promise<void> {
  const result = await strapi.guarantee.confirmOwn(request, { json: {} });
  if (!result.ok) throw new Response(result.error.message, { status: result.status });
}
