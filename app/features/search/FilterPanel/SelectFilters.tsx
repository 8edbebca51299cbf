// The single-choice filters of the open panel, in a grid.
import type { SearchFilters } from '#catalog/search-filters.ts';
import { SelectField } from '#app/components/ui/Choice.tsx';
import { SELECTS } from './selects';

export function SelectFilters({ filters }: { filters: SearchFilters }) {
  return (
    <div className="mt-4 grid gap-x-6 md:grid-cols-2 lg:grid-cols-3">
      {SELECTS.map(({ name, label, options }) => (
        <SelectField
          key={name}
          label={label}
          options={options}
          selectProps={{ name, defaultValue: String(filters[name]) }}
        />
      ))}
    </div>
  );
}
