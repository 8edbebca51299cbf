import { Link } from '@remix-run/react';
import type { LegalSection } from '#app/texts/legal-documents.ts';
import { common } from '#app/texts/index.ts';

/** A legal document: its sections, rendered from the loader's data. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <main id="contenuto" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-8">
        <Link to="/" className="font-medium text-brand-700 underline">
          {common.goHome}
        </Link>
      </p>
    </main>
  );
}
