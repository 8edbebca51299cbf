// The read-only candidate profile: one <section> per wizard step, label/value rows as a description list.
import type { ProfileRow, ProfileSection } from '~/lib/profile-view';

function Value({ value }: { value: ProfileRow['value'] }) {
  if (!Array.isArray(value)) return <>{value}</>;
  return (
    <ul className="list-inside list-disc space-y-0.5">
      {value.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ProfileSections({ sections }: { sections: ProfileSection[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`sezione-${section.id}`}
          data-testid={`sezione-${section.id}`}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`sezione-${section.id}`} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            {section.rows.map((row) => (
              <div key={row.label} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-5 sm:gap-3">
                <dt className="text-sm font-medium text-slate-600 sm:col-span-2">{row.label}</dt>
                <dd className="text-slate-900 sm:col-span-3">
                  <Value value={row.value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
