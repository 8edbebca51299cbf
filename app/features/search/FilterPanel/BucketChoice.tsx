// The bucket of /company-home's search ('Disponibilità' or 'Altri profili'): radios, so one is always checked, with
// the note under 'Disponibilità'.
import { BUCKET } from '#catalog/common.ts';
import type { SearchFilters } from '#catalog/search-filters.ts';
import { search as texts } from '#app/texts/index.ts';

export function BucketChoice({
  initial,
  current,
  sede = null,
  origine = null,
}: {
  /** The URL's bucket (the radios' default). */
  initial: SearchFilters['bucket'];
  /** The bucket checked now (the note follows it before the search runs). */
  current: SearchFilters['bucket'];
  /** The company's work place (a comune), and the comune the cards' distances are measured from. */
  sede?: string | null;
  origine?: string | null;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 text-sm font-medium text-slate-800">{texts.bucketLegend}</legend>
      <div className="flex flex-wrap gap-4">
        {BUCKET.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="bucket"
              value={option.value}
              defaultChecked={initial === option.value}
            />
            {option.label}
          </label>
        ))}
      </div>
      {current === 'disponibilita' ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="bucket-note">
          {texts.bucketNote(sede, origine)}
        </p>
      ) : null}
    </fieldset>
  );
}
