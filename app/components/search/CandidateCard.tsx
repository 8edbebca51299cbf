// A candidate card (spec 02 §4): picture, name, age, up to 3 competence areas, the favourite heart and the
// purchase button. The heart is a form post without JavaScript and an optimistic fetcher with it.
import { Form, Link, useFetcher } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { buttonClass } from '~/components/ui/Button';
import { formatDateIt } from '~/lib/date-it';
import { mediaUrl } from '~/lib/media';
import type { CandidateCard as Card } from '~/server/human-resources.server';
import { search as texts } from '~/texts';

export function FavouriteToggle({ card, redirectTo }: { card: Card; redirectTo: string }) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const hydrated = useHydrated();
  // Optimistic while the post runs; afterwards the revalidated loader tells the truth, and a failed post
  // (fetcher.data.ok false) leaves the loader's value in place, i.e. the heart reverts.
  const pending = fetcher.formData?.get('favourite');
  const isFavourite = pending !== undefined && pending !== null ? pending === 'true' : card.isFavourite;
  const name = `${card.nome} ${card.cognome}`;
  const FormTag = hydrated ? fetcher.Form : Form;
  return (
    <FormTag method="post">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="favourite" value={isFavourite ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="_fetcher" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={isFavourite}
        aria-label={isFavourite ? texts.favouriteRemove(name) : texts.favouriteAdd(name)}
        title={isFavourite ? texts.favouriteRemove(name) : texts.favouriteAdd(name)}
        data-testid="favourite-toggle"
        className="rounded-full p-2 text-red-600 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-6 w-6"
          fill={isFavourite ? 'currentColor' : 'none'}
        >
          <path
            stroke="currentColor"
            strokeWidth="2"
            d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.2 5.5 3.2C14 6.2 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          />
        </svg>
      </button>
    </FormTag>
  );
}

/** The purchase control of a card or profile: bought (disabled), exclusive (no button) or a dialog link. */
export function PurchaseControl({ card, purchaseHref }: { card: Card; purchaseHref: string }) {
  if (card.unlocked) {
    return (
      <button type="button" disabled className={`${buttonClass('secondary')} w-full`}>
        {texts.bought}
      </button>
    );
  }
  if (card.esclusiva) {
    return (
      <p className="text-center text-sm font-medium text-amber-800">
        {texts.exclusive(formatDateIt(card.esclusiva))}
      </p>
    );
  }
  return (
    <Link to={purchaseHref} preventScrollReset className={`${buttonClass('primary')} w-full`}>
      {texts.buy}
    </Link>
  );
}

export function CandidateCard({
  card,
  redirectTo,
  purchaseHref,
}: {
  card: Card;
  redirectTo: string;
  purchaseHref: string;
}) {
  const picture = card.picture ? mediaUrl(card.picture, ['small', 'thumbnail']) : null;
  return (
    <li
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="candidate-card"
    >
      <div className="flex items-start justify-between gap-2">
        {picture ? (
          <img src={picture} alt="" className="h-20 w-20 rounded-full object-cover" loading="lazy" />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-20 w-20 place-items-center rounded-full bg-slate-200 text-2xl font-bold text-slate-600"
          >
            {card.nome.slice(0, 1)}
            {card.cognome.slice(0, 1)}
          </span>
        )}
        <FavouriteToggle card={card} redirectTo={redirectTo} />
      </div>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={`/resource-profile/${card.id}`} className="hover:underline">
          {card.nome} {card.cognome}
        </Link>
      </h2>
      {card.eta !== null ? <p className="text-sm text-slate-600">{texts.years(card.eta)}</p> : null}
      <ul className="mt-2 flex-1 space-y-1 text-sm text-slate-700">
        {card.aree_di_competenza.slice(0, 3).map((area) => (
          <li key={area} className="truncate">
            {area}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <PurchaseControl card={card} purchaseHref={purchaseHref} />
      </div>
    </li>
  );
}
