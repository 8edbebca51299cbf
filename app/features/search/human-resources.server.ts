// Candidate search, favourites and unlocking through Strapi's /api/human-resources (issue 6). Loaders and
// actions of /company-home, /company-favorites, /company-unlocked-profiles and /resource-profile share it.
import { data, redirect } from '@remix-run/node';
import { originQuery, parseFilters, serializeFilters, type SearchFilters } from '#catalog/search-filters.ts';
import { isPurchaseRefusal, purchaseRefusal, type PurchaseRefusal } from '#catalog/purchase.ts';
import { isSafeLocalPath } from '#app/lib/routes.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { DISTANCE_REFRESH, PANEL_OPEN, PANEL_PARAM } from '#app/features/search/filter-panel.ts';
import { candidateCardSchema } from '#app/features/search/candidate-card.schema.ts';
import type { CandidateCard } from '#contracts/human-resources.ts';
import type { MediaView } from '#contracts/common.ts';
import { purchase, search as texts } from '#app/texts/index.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { parseWithZod } from '#app/server/validation.server.ts';
import { afterComuniRefresh, checkDistance, distancePanel } from './distance.server';
import { filterChips } from './filter-chips';

/** A card as the card pages send it to the browser (cardView). */
export type CardView = Omit<CandidateCard, 'documentId' | 'data_sblocco' | 'picture'> & {
  picture: Pick<MediaView, 'id' | 'url' | 'formats'> | null;
};

export type Scope = 'search' | 'favourites' | 'unlocked';

const SCOPE_QUERY: Record<Scope, string> = {
  search: '',
  favourites: '&favourites=true',
  unlocked: '&unlocked=true',
};

/** The query string as Strapi reads it (arrays as repeated keys; page always present). */
function strapiQuery(filters: SearchFilters, scope: Scope): string {
  const qs = serializeFilters(filters);
  return `page=${filters.page}${qs ? `&${qs}` : ''}${SCOPE_QUERY[scope]}`;
}

/**
 * Loader of the three card pages. A form submitted without JavaScript carries every field, defaults
 * included: one redirect to the canonical URL keeps bookmarks short. The residence search is validated
 * here ('provincia' at most 2 characters) and becomes the `residenza` or `provincia` filter.
 */
/**
 * A page of cards. `extra`: more of the URL's query that the page keeps and Strapi reads, already canonical (the
 * unlocked list's pipeline filters, issue 43).
 */
export async function loadCandidates(request: Request, scope: Scope, extra = '') {
  const url = new URL(request.url);
  const parsed = parseFilters(url.searchParams);
  // The distance picker without JavaScript: another province was chosen, its comuni are listed next.
  if (url.searchParams.has(DISTANCE_REFRESH)) {
    const next = serializeFilters({ ...afterComuniRefresh(parsed), page: 1 });
    throw redirect(`${url.pathname}?${[next, `${PANEL_PARAM}=${PANEL_OPEN}`].filter(Boolean).join('&')}`);
  }
  const distance = checkDistance(url.searchParams, parsed);
  const filters = distance.filters;
  let residenceError: string | null = null;

  const residenceText = url.searchParams.get('ricerca')?.trim() ?? '';
  if (url.searchParams.has('ricerca')) {
    const type = url.searchParams.get('ricerca_tipo') === 'provincia' ? 'provincia' : 'citta';
    if (type === 'provincia' && residenceText.length > 2) {
      residenceError = texts.provinciaTooLong;
    } else if (residenceText) {
      const next =
        type === 'provincia'
          ? { ...filters, provincia: residenceText.toUpperCase(), residenza: '', page: 1 }
          : { ...filters, residenza: residenceText.slice(0, 100), provincia: '', page: 1 };
      throw redirect(`${url.pathname}?${serializeFilters(next)}`);
    }
  }

  const canonical = serializeFilters(filters);
  // Page states are kept after the filters: `pannello=aperto` (the filter panel rendered open, for browsers
  // without JavaScript), `acquista=<id>` (the purchase dialog) and, on the unlocked list, `segnala=<id>` (the
  // guarantee report's dialog, issue 39 item 8).
  const dialogOf = (name: string) => {
    const id = url.searchParams.get(name);
    return id && /^\d{1,12}$/.test(id) ? `${name}=${id}` : '';
  };
  const full = [
    canonical,
    extra,
    url.searchParams.get(PANEL_PARAM) === PANEL_OPEN ? `${PANEL_PARAM}=${PANEL_OPEN}` : '',
    dialogOf('acquista'),
    scope === 'unlocked' ? dialogOf('segnala') : '',
  ]
    .filter(Boolean)
    .join('&');
  if (!residenceError && !distance.error && full !== url.searchParams.toString()) {
    throw redirect(full ? `${url.pathname}?${full}` : url.pathname);
  }

  // The guard (/api/me, shared with the layout loader) and the search run side by side: Strapi itself
  // refuses the search to anybody but a company, and a failed guard throws its redirect first.
  const [user, result] = await Promise.all([
    requireCompany(request),
    strapi.humanResources.search(request, {
      query: [strapiQuery(filters, scope), extra].filter(Boolean).join('&'),
    }),
  ]);
  if (!result.ok) throw new Response(result.error.message, { status: result.status });
  return {
    filters,
    query: [canonical, extra].filter(Boolean).join('&'),
    cards: result.data.data.map(cardView),
    pagination: result.data.meta.pagination,
    // The unlocked list's candidates who erased their account (issue 41): no personal data, Strapi's label.
    cancellati: (result.data.meta.cancellati ?? []).map((row) => ({
      id: row.id,
      nome: row.nome,
      sbloccato: formatDateIt(row.data_sblocco),
      sbloccatoDa: row.sbloccato_da,
    })),
    residence: residenceError ? { error: residenceError, text: residenceText } : null,
    distance: distancePanel(filters, user.hr_company, distance.error),
    chips: filterChips(
      filters,
      url.pathname,
      [extra, url.searchParams.get(PANEL_PARAM) === PANEL_OPEN ? `${PANEL_PARAM}=${PANEL_OPEN}` : '']
        .filter(Boolean)
        .join('&'),
    ),
  };
}

/**
 * Recommended profiles (/company-foryou, issue 11): the same indexed search, in Strapi's `consigliati` scope, where
 * Strapi reads the company's own saved alert filters; only the page number travels.
 */
export async function loadRecommended(request: Request, page: number) {
  const result = await strapi.humanResources.recommended(request, { query: { consigliati: true, page } });
  if (!result.ok) throw new Response(result.error.message, { status: result.status });
  return {
    cards: result.data.data.map(cardView),
    pagination: result.data.meta.pagination,
    alert: result.data.meta.alert,
  };
}

/**
 * What a card needs, no more: the page's data is serialised into the document for hydration, 20 times, and
 * Strapi's picture object (sizes, hashes, every format) was most of it (docs/performance.md "Lighter documents").
 */
function cardView(card: CandidateCard): CardView {
  const {
    id,
    nome,
    cognome,
    eta,
    picture,
    aree_di_competenza,
    distanza,
    isFavourite,
    unlocked,
    esclusiva,
    sbloccato_da = null,
    preferito_da = null,
  } = card;
  const formats = picture?.formats;
  return {
    id,
    nome,
    cognome,
    eta,
    aree_di_competenza: aree_di_competenza.slice(0, 3),
    distanza: distanza ?? null,
    isFavourite,
    unlocked,
    esclusiva,
    sbloccato_da,
    preferito_da,
    picture: picture
      ? {
          id: picture.id,
          url: picture.url,
          formats: {
            ...(formats?.small ? { small: { url: formats.small.url } } : {}),
            ...(formats?.thumbnail ? { thumbnail: { url: formats.thumbnail.url } } : {}),
          },
        }
      : null,
  };
}

/**
 * The search's origin a profile was opened with (a card's link carries it, `originQuery`): the profile's distance
 * is measured from the same comune as the card's (issue 39 item 4). '' when the search had none.
 */
export const profileOrigin = (request: Request): string =>
  originQuery(parseFilters(new URL(request.url).searchParams));

/**
 * `esclusiva`: Strapi refused the purchase because another company holds the candidate in exclusivity until that
 * date; the purchase dialog then shows the exclusivity notice (PurchaseDialogs), also when the card it was opened
 * for is not on the page (a typed `?acquista=<id>`).
 */
export type ActionOutcome =
  | { ok: true; isFavourite?: boolean }
  | { ok: false; message: string; esclusiva?: string; refusal?: PurchaseRefusal };

/**
 * Favourite and purchase posts of every card page and of the profile page. Without JavaScript the post
 * ends in a redirect (post/redirect/get); a fetcher (field `_fetcher`) gets a small JSON answer instead,
 * so the optimistic heart can revert on failure. A page with posts of its own passes the form it already read.
 */
export async function candidateAction(request: Request, alreadyRead?: FormData) {
  const form = alreadyRead ?? (await readForm(request));
  const submission = parseWithZod(form, { schema: candidateCardSchema });
  if (submission.status !== 'success') {
    return data<ActionOutcome>({ ok: false, message: purchase.failed }, 400);
  }
  const card = submission.value;
  const { id } = card;
  const backTo = card.redirectTo && isSafeLocalPath(card.redirectTo) ? card.redirectTo : '/company-home';

  if (card.intent === 'favourite') {
    const on = card.favourite === 'true';
    const result = await strapi.humanResources.favourite(request, {
      params: { id },
      json: { favourite: on },
    });
    if (!result.ok) {
      return data<ActionOutcome>({ ok: false, message: purchase.failed }, result.status === 404 ? 404 : 400);
    }
    // The heart shows this answer and the card page's loader is not asked again (isFavouriteToggle).
    if (card._fetcher === '1')
      return data<ActionOutcome>({ ok: true, isFavourite: result.data.data.isFavourite });
    throw redirect(backTo);
  }

  // The purchase ('unlock').
  const result = await strapi.humanResources.unlock(request, { params: { id }, json: { unlocked: true } });
  if (result.ok) throw redirect('/company-unlocked-profiles');
  // An exclusivity: the page answers with the notice and its date (the card may not be on the page to say it).
  const esclusiva = (result.error.details as { esclusiva?: unknown } | undefined)?.esclusiva;
  if (result.status === 409 && typeof esclusiva === 'string') {
    return data<ActionOutcome>(
      { ok: false, message: purchaseRefusal('exclusive', esclusiva), esclusiva, refusal: 'exclusive' },
      409,
    );
  }
  // Every other refusal but the credits (contacts to verify, a candidate gone or blacklisting the company): its
  // Italian reason, shown by the purchase dialog (PurchaseDialogs) with JavaScript and without.
  const code = result.error.code;
  if (code !== 'insufficient_credits' && isPurchaseRefusal(code)) {
    return data<ActionOutcome>(
      { ok: false, message: purchaseRefusal(code), refusal: code },
      result.status === 404 ? 404 : 409,
    );
  }
  // Out of credits meanwhile: show the insufficient-credits dialog again.
  const target = new URL(backTo, 'http://x');
  target.searchParams.set('acquista', id);
  // The final URL is checked, not only the input: '/.//evil.example' is a safe path, and normalised it became
  // the protocol-relative '//evil.example'.
  const dialog = `${target.pathname}${target.search}`;
  if (result.status === 402 || result.status === 409)
    throw redirect(isSafeLocalPath(dialog) ? dialog : `/company-home?acquista=${id}`);
  return data<ActionOutcome>({ ok: false, message: purchase.failed }, result.status === 404 ? 404 : 400);
}
