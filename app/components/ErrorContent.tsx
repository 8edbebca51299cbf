// What an error page says: the root's error boundary (a whole document) and the error boundaries of routes that
// keep their layout (the company menu) draw the same content. A route may name its own 404 ('Annuncio non
// trovato'): the generic 'Pagina non trovata' told a company nothing about the post it had asked for.
import { Link, isRouteErrorResponse } from '@remix-run/react';
import { common } from '#app/texts/index.ts';

export function ErrorContent({ error, notFoundTitle }: { error: unknown; notFoundTitle?: string }) {
  let title: string = common.unexpectedError;
  let message: string | null = null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 503) {
      title = common.serviceUnavailableTitle;
      message = common.serviceUnavailable;
    } else if (error.status === 404) {
      title = notFoundTitle ?? common.notFoundTitle;
      message = common.notFound;
    } else if (error.status >= 400 && error.status < 500) {
      title = common.badRequestTitle;
      message = typeof error.data === 'string' && error.data.length < 300 ? error.data : null;
    }
  }
  return (
    <main id="contenuto" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {message ? <p className="mt-4 text-slate-700">{message}</p> : null}
      <p className="mt-8">
        <Link to="/" className="font-medium text-brand-700 underline" reloadDocument>
          {common.goHome}
        </Link>
      </p>
    </main>
  );
}
