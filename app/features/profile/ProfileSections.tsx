// The read-only candidate profile, for the candidate and for a company: one <section> per wizard step,
// label/value rows as a description list (a <dl> holds only dt/dd groups: `after` follows the list).
import type { ReactNode } from 'react';
import type { ProfileRow, ProfileSection } from '#app/features/profile/profile-view.ts';

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

export function ProfileRowItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-5 sm:gap-3">
      <dt className="text-sm font-medium text-slate-600 sm:col-span-2">{label}</dt>
      <dd className="text-slate-900 sm:col-span-3">{children}</dd>
    </div>
  );
}

export function ProfileCard({
  id,
  title,
  children,
  after,
}: {
  id: string;
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section className="panel panel-md" aria-labelledby={`sezione-${id}`} data-testid={`sezione-${id}`}>
      <h2 id={`sezione-${id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">{children}</dl>
      {after}
    </section>
  );
}

export function ProfileSections({ sections }: { sections: ProfileSection[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {sections.map((section) => (
        <ProfileCard key={section.id} id={section.id} title={section.title}>
          {section.rows.map((row) => (
            <ProfileRowItem key={row.label} label={row.label}>
              <Value value={row.value} />
            </ProfileRowItem>
          ))}
        </ProfileCard>
      ))}
    </div>
  );
}
