import { Link } from '@remix-run/react';
import { common, legal } from '~/texts';

/** The legal documents are supplied by the operator; until then the page says how to get them. */
export function LegalPage({ title, supportEmail }: { title: string; supportEmail: string }) {
  return (
    <main id="contenuto" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">
        {legal.pending}{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
      <p className="mt-8">
        <Link to="/" className="font-medium text-brand-700 underline">
          {common.goHome}
        </Link>
      </p>
    </main>
  );
}
