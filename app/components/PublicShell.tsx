import type { ReactNode } from 'react';
import { common } from '#app/texts/index.ts';

/** The frame of the public pages (login, password and verification flows). */
export function PublicShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <p className="mb-6 text-lg font-bold text-brand-700">{common.appName}</p>
      <main id="contenuto" className="w-full max-w-md rounded-lg bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
