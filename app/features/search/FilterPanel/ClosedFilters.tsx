// The closed panel renders no option lists, but its filters still travel with the form (a bucket change,
// 'Applica filtri'): as hidden fields, without the bucket and the residence (the form carries those itself).
import { DEFAULT_FILTERS, serializeFilters, type SearchFilters } from '#catalog/search-filters.ts';

export function ClosedFilters({ filters }: { filters: SearchFilters }) {
  const query = serializeFilters({
    ...filters,
    bucket: DEFAULT_FILTERS.bucket,
    residenza: '',
    provincia: '',
    page: 1,
  });
  return (
    <>
      {[...new URLSearchParams(query).entries()].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
