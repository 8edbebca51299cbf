// One of /company-foryou's two alert cards (spec 02 §2 "For-you"): what it does, whether it is configured and with
// which filters, and its buttons (configure or edit, delete; Alert New Profile without the subscription: the offer).
import { Link } from '@remix-run/react';
import type { AlertFilters } from '#catalog/search-filters.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import type { AlertField } from '#app/features/alerts/alerts.server.ts';
import { common } from '#app/texts/index.ts';
import { alerts as texts } from '#app/texts/alerts.ts';
import { NAMES, PATH, wizardHref } from './alert-wizard';
import { describeAlert } from './alert-view';
import { ShopLink } from '#app/components/CompanyMenu.tsx';

export function AlertCard({
  field,
  filters,
  available,
}: {
  field: AlertField;
  filters: AlertFilters | null;
  available: boolean;
}) {
  const database = field === 'filtri';
  return (
    <li className="panel panel-md flex flex-col" data-testid={`alert-${field}`}>
      <h2 className="text-lg font-semibold text-slate-900">
        {NAMES[field]}
        {database ? (
          <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
            {common.free}
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-slate-700">{database ? texts.databaseBody : texts.newProfileBody}</p>
      <p className="mt-3 text-sm font-semibold" data-testid="alert-status">
        {filters ? texts.configured : texts.notConfigured}
      </p>
      {filters ? (
        <dl className="mt-2 space-y-1 text-sm" aria-label={texts.filtersLabel}>
          {describeAlert(filters).map((line) => (
            <div key={line.label}>
              <dt className="inline font-medium text-slate-800">{line.label}: </dt>
              <dd className="inline text-slate-700">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {!available ? <p className="mt-3 text-slate-700">{texts.newProfileOffer}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {available ? (
          <Link to={wizardHref(field)} preventScrollReset className={buttonClass('primary')}>
            {filters ? texts.edit : texts.configure}
          </Link>
        ) : (
          <ShopLink to="/company-upgrade?alertNewProfile=true" className={buttonClass('primary')}>
            {texts.newProfileCta}
          </ShopLink>
        )}
        {filters ? (
          <Link to={`${PATH}?elimina=${field}`} preventScrollReset className={buttonClass('secondary')}>
            {texts.remove}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
