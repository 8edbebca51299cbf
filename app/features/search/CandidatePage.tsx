// The body shared by /company-home, /company-favorites and /company-unlocked-profiles: residence search,
// filter panel and the results (CandidateResults, also used by /company-foryou).
import { useLocation, useNavigation, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { originQuery, parseFilters, withPage, type SearchFilters } from '#catalog/search-filters.ts';
import type { DistancePanel } from '#app/features/search/distance.server.ts';
import type { CardView as Card } from '#app/features/search/human-resources.server.ts';
import { search as texts } from '#app/texts/index.ts';
import { CandidateCard, FavouriteForms } from './CandidateCard';
import { ActiveFilters } from './ActiveFilters';
import type { FilterChips } from './filter-chips';
import { FilterPanel } from './FilterPanel/FilterPanel';
import { PurchaseDialogs } from './PurchaseDialogs';
import { useCompanyCredit } from './useCompanyCredit';
import { ResidenceSearch } from './ResidenceSearch';

export type CandidatePageData = {
  filters: SearchFilters;
  query: string;
  cards: Card[];
  pagination: { page: number; hasNext: boolean };
  residence: { error: string; text: string } | null;
  distance?: DistancePanel;
  /** The active filters as removable links (issue 39 item 7). */
  chips: FilterChips;
};

export function CandidatePage({
  title,
  data,
  showBucket,
  children,
  beforeResults,
  extraQuery = '',
  cardFooter,
  afterResults,
}: {
  title: string;
  data: CandidatePageData;
  showBucket: boolean;
  children?: ReactNode;
  /** Something of a page's own between the filters and the results (the unlocked list's pipeline filters). */
  beforeResults?: ReactNode;
  /** More of the URL's query the page keeps across its pages (the unlocked list's pipeline filters). */
  extraQuery?: string;
  /** Something of a page's own under each card's purchase control (the guarantee on the unlocked profiles). */
  cardFooter?: (card: Card) => ReactNode;
  /** Something of a page's own after the results (the unlocked list's erased candidates, issue 41). */
  afterResults?: ReactNode;
}) {
  const location = useLocation();
  const { filters } = data;
  const pageHref = (page: number) => {
    const query = [withPage(filters, page), extraQuery].filter(Boolean).join('&');
    return query ? `${location.pathname}?${query}` : location.pathname;
  };

  return (
    // A column below md, so a page's `children` (the home's banners) can order themselves after the results.
    <main id="contenuto" className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 md:block">
      {children}
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <ResidenceSearch
        filters={filters}
        error={data.residence?.error ?? null}
        text={data.residence?.text ?? ''}
      />
      <FilterPanel filters={filters} showBucket={showBucket} distance={data.distance} />
      <ActiveFilters {...data.chips} />
      {beforeResults}
      <CandidateResults
        cards={data.cards}
        pagination={data.pagination}
        pageHref={pageHref}
        cardFooter={cardFooter}
      />
      {afterResults}
    </main>
  );
}

/**
 * The results of a card page (also /company-foryou's recommended profiles): loading indicator, card grid
 * (1/3/4/5 columns), pagination and the favourite and purchase dialogs.
 */
export function CandidateResults({
  cards,
  pagination,
  pageHref,
  cardFooter,
}: {
  cards: Card[];
  pagination: { page: number; hasNext: boolean };
  pageHref: (page: number) => string;
  cardFooter?: (card: Card) => ReactNode;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const credito = useCompanyCredit();
  const here = `${location.pathname}${location.search}`;
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  const purchaseHref = (id: number) => {
    const next = new URLSearchParams(location.search);
    next.set('acquista', String(id));
    return `${location.pathname}?${next.toString()}`;
  };
  const acquista = params.get('acquista');
  const closeParams = new URLSearchParams(location.search);
  closeParams.delete('acquista');
  const closeTo = closeParams.toString()
    ? `${location.pathname}?${closeParams.toString()}`
    : location.pathname;
  const target = cards.find((card) => String(card.id) === acquista);
  const profileQuery = originQuery(parseFilters(params));

  return (
    <>
      <div className="mb-3 flex min-h-6 items-center gap-3" aria-live="polite">
        {loading ? (
          <span data-testid="search-loading" className="inline-flex items-center gap-2 text-slate-700">
            <Spinner label={texts.loading} /> {texts.loading}
          </span>
        ) : null}
      </div>
      {cards.length === 0 ? (
        // One message for an empty list (spec 02 §2: 'Nessun utente trovato'); a second one under it said the same.
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold">{texts.empty}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {cards.map((card) => (
            <CandidateCard
              key={card.id}
              card={card}
              redirectTo={here}
              purchaseHref={purchaseHref(card.id)}
              profileQuery={profileQuery}
              footer={cardFooter?.(card)}
            />
          ))}
        </ul>
      )}
      <Pagination page={pagination.page} hasNext={pagination.hasNext} href={pageHref} />
      <FavouriteForms redirectTo={here} />
      <PurchaseDialogs
        candidateId={acquista && /^\d{1,12}$/.test(acquista) ? acquista : null}
        credito={credito}
        esclusiva={target?.esclusiva ?? null}
        closeTo={closeTo}
        redirectTo={closeTo}
      />
    </>
  );
}
