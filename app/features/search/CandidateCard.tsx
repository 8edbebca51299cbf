// A candidate card (spec 02 §4): picture, name, age, up to 3 competence areas, the favourite heart and the
// purchase button. The heart is a form post without JavaScript and an optimistic fetcher with it.
import { Form, Link, useFetcher } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { formatDateIt } from '#app/lib/date-it.ts';
import { mediaUrl } from '#app/lib/media.ts';
import type { CardView as Card } from '#app/features/search/human-resources.server.ts';
import { search as texts } from '#app/texts/index.ts';

/**
 * The two forms the hearts post to before JavaScript runs, once per page: each heart is a submit button of one
 * of them (`form` attribute) carrying its candidate's id, instead of a form of five fields per card. Also the
 * heart's drawing, used by every heart of the page.
 */
export function FavouriteForms({ redirectTo }: { redirectTo: string }) {
  return (
    <>
      {(['true', 'false'] as const).map((favourite) => (
        <Form key={favourite} method="post" id={`favourite-${favourite}`} hidden>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="favourite" />
          <input type="hidden" name="favourite" value={favourite} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
        </Form>
      ))}
      <svg className="hidden">
        <symbol id="heart" viewBox="0 0 24 24">
          <path
            stroke="currentColor"
            strokeWidth="2"
            d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.2 5.5 3.2C14 6.2 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          />
        </symbol>
      </svg>
    </>
  );
}

/** The heart: a button of FavouriteForms (which the page renders) without JavaScript, a fetcher with it. */
export function FavouriteToggle({
  card,
  redirectTo,
}: {
  card: Pick<Card, 'id' | 'nome' | 'cognome' | 'isFavourite'>;
  redirectTo: string;
}) {
  const fetcher = useFetcher<{ ok: boolean; isFavourite?: boolean }>();
  const hydrated = useHydrated();
  // Optimistic while the post runs; afterwards Strapi's answer tells the truth (the card page's loader is not
  // asked again after a toggle: isFavouriteToggle), and a failed post (fetcher.data.ok false) leaves the loader's
  // value in place, i.e. the heart reverts.
  const pending = fetcher.formData?.get('favourite');
  const answered = fetcher.data?.ok ? fetcher.data.isFavourite : undefined;
  const isFavourite =
    pending !== undefined && pending !== null ? pending === 'true' : (answered ?? card.isFavourite);
  const name = `${card.nome} ${card.cognome}`;
  const label = isFavourite ? texts.favouriteRemove(name) : texts.favouriteAdd(name);
  const button = (
    <button
      type="submit"
      form={hydrated ? undefined : `favourite-${!isFavourite}`}
      name={hydrated ? undefined : 'id'}
      value={hydrated ? undefined : card.id}
      aria-pressed={isFavourite}
      aria-label={label}
      title={label}
      data-testid="favourite-toggle"
      className="heart"
    >
      <svg aria-hidden="true" className="h-6 w-6" fill={isFavourite ? 'currentColor' : 'none'}>
        <use href="#heart" />
      </svg>
    </button>
  );
  if (!hydrated) return button;
  return (
    <fetcher.Form method="post">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="favourite" value={isFavourite ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="_fetcher" value="1" />
      {button}
    </fetcher.Form>
  );
}

/** The purchase control of a card or profile: bought (disabled), exclusive (no button) or a dialog link. */
export function PurchaseControl({
  card,
  purchaseHref,
}: {
  card: Pick<Card, 'unlocked' | 'esclusiva'>;
  purchaseHref: string;
}) {
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
  profileQuery = '',
  footer,
}: {
  card: Card;
  redirectTo: string;
  purchaseHref: string;
  /** The search's origin (`originQuery`), so that the profile measures its distance from the card's comune. */
  profileQuery?: string;
  footer?: ReactNode;
}) {
  const picture = card.picture ? mediaUrl(card.picture, ['small', 'thumbnail']) : null;
  // Styled by the `card` classes of app/tailwind.css (one class instead of a string per element).
  return (
    <li className="card" data-testid="candidate-card">
      <div className="card-top">
        {picture ? (
          <img src={picture} alt="" className="avatar" loading="lazy" />
        ) : (
          <span aria-hidden="true" className="avatar">
            {`${card.nome.slice(0, 1)}${card.cognome.slice(0, 1)}`}
          </span>
        )}
        <FavouriteToggle card={card} redirectTo={redirectTo} />
      </div>
      <h2>
        <Link to={`/resource-profile/${card.id}${profileQuery ? `?${profileQuery}` : ''}`}>
          {`${card.nome} ${card.cognome}`}
        </Link>
      </h2>
      {card.eta !== null ? <p>{texts.years(card.eta)}</p> : null}
      {card.distanza ? (
        <p data-testid="card-distance">{texts.distanzaCard(card.distanza.km, card.distanza.da)}</p>
      ) : null}
      <ul>
        {card.aree_di_competenza.slice(0, 3).map((area) => (
          <li key={area}>{area}</li>
        ))}
      </ul>
      {card.unlocked && card.sbloccato_da ? (
        <p className="text-sm">{texts.unlockedByName(card.sbloccato_da)}</p>
      ) : null}
      {card.isFavourite && card.preferito_da ? (
        <p className="text-sm">{texts.favouriteBy(card.preferito_da)}</p>
      ) : null}
      <div className="mt-4">
        <PurchaseControl card={card} purchaseHref={purchaseHref} />
        {footer}
      </div>
    </li>
  );
}
