// The server side of /company-info: the company data form's post (or the brand's multipart post) and the page's
// data (the credit ledger, invoices, brand, subscriptions, the statistics' charts). Kept beside the route so that the page module imports
// one server module, not each of the ones below (each costs the browser an empty stand-in chunk).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getZodConstraint, parseWithZod } from '#app/server/validation.server.ts';
import { ledgerView } from '#app/routes/_company.company-info/ledger-view.ts';
import { companyStatsHtml } from '#app/routes/_company.company-info/company-stats.server.tsx';
import { brandView, companyFormValues, subscriptionsView } from '#app/features/brand/company-view.ts';
import { companyMenuData } from '#app/lib/company-menu.ts';
import { companyInfoSchema } from '#app/lib/schemas/company.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { fetchOwnInvoices } from '#app/features/invoices/invoices.server.ts';
import { brandStatus, handleBrandPost } from '#app/features/brand/brand.server.ts';
import { isMultipart, readForm } from '#app/server/forms.server.ts';
import { takeNotice } from '#app/server/notice.server.ts';
import { teamNoticeText } from '#app/features/team/team.server.ts';
import { COMPANY_FORM_TEXT_FIELDS, wrapMansioni, wrapPuntiForza } from '#catalog/company-rules.ts';

const PATH = '/company-info';

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireCompany(request);
  if (isMultipart(request)) {
    const brand = await handleBrandPost(request, Boolean((user.hr_company as HrCompany).logo));
    if (brand.outcome === 'saved') return redirect(`${PATH}?brand=ok`);
    return data({ result: null, outcome: null, brand }, { status: brandStatus(brand) });
  }

  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: companyInfoSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), outcome: null, brand: null }, { status: 400 });
  }
  const value = submission.value;
  const payload: Record<string, unknown> = {
    numero_addetti: value.numero_addetti,
    mansioni_preferite: wrapMansioni(value.mansioni_preferite),
    punti_forza: wrapPuntiForza(value.punti_forza),
  };
  for (const field of COMPANY_FORM_TEXT_FIELDS) payload[field] = value[field];
  // Any failure, Strapi down included, is the spec's 'Aggiornamento non riuscito' dialog over the typed values.
  const saved = await strapi.company.update(request, { json: { data: payload }, serverErrors: 'return' });
  if (saved.ok) return redirect(`${PATH}?esito=salvato`);
  console.warn(`[company-info] Strapi answered ${saved.status}: ${saved.error.message}`);
  return data(
    { result: submission.reply(), outcome: 'failed' as const, brand: null },
    { status: saved.status === 503 ? 503 : 400 },
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  const company = user.hr_company as HrCompany;
  const menu = companyMenuData(company);
  const movimenti = Number(new URL(request.url).searchParams.get('movimenti'));
  const [ledger, invoices, stats] = await Promise.all([
    strapi.shop.movements(request, {
      query: { page: Number.isInteger(movimenti) && movimenti > 0 ? movimenti : 1 },
      // The ledger is extra: when Strapi cannot give it, the company data form still shows (without the ledger).
      serverErrors: 'return',
    }),
    fetchOwnInvoices(request),
    // So are the statistics (issue 43 item 6).
    strapi.pipeline.stats(request, { serverErrors: 'return' }),
  ]);
  // 'Ora il titolare è un altro membro del team.': the hand-over leads here (features/team afterTeamPost).
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      notice: teamNoticeText(notice),
      ledger: ledger.ok ? ledgerView(ledger.data) : null,
      invoices,
      // Drawn here, inserted as markup by the page: no chart code in the browser (company-stats.server.tsx).
      statsHtml: stats.ok ? companyStatsHtml(stats.data.data) : null,
      values: companyFormValues(company),
      credito: menu.credito,
      constraint: getZodConstraint(companyInfoSchema),
      // Logo clicks of candidates, counted once a day per candidate (decisions.md "Visit counters").
      visite: typeof company.visite_azienda === 'number' ? company.visite_azienda : 0,
      // Agencies have no brand (decisions.md): no panel, no offer of a Brand Card they cannot buy.
      brand: menu.isAgency ? null : brandView(company),
      subscriptions: subscriptionsView(company),
      // The Team section is the titolare's (issue 27).
      titolare: user.team?.ruolo === 'titolare',
    },
    { headers },
  );
}
