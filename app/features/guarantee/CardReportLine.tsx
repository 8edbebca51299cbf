// The guarantee on a card of /company-unlocked-profiles (issue 26): the report's state, or the link that reports the
// candidate. Without JavaScript the link opens the report page; with it, the same form in a dialog over the list
// (`?segnala=<id>` on the list's own URL, which the list's loader reads; issue 39 item 8), as the profile does.
import { Link, useLocation } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { guarantee as texts } from '#app/texts/index.ts';
import type { ReportState, ReportStato } from './guarantee.server';
import { ReportDialogContent, reportAction } from './ReportForm';

/** The list's URL with `segnala` set to `id` (null: without it), its filters and page kept. */
const withReport = (pathname: string, search: string, id: number | string | null) => {
  const next = new URLSearchParams(search);
  next.delete('acquista');
  if (id === null) next.delete('segnala');
  else next.set('segnala', String(id));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
};

export function CardReportLine({ id, stato }: { id: number; stato: ReportStato | undefined }) {
  const hydrated = useHydrated();
  const location = useLocation();
  if (stato)
    return (
      <p className="mt-2 text-center text-sm text-slate-700" data-testid="guarantee-state">
        {texts.states[stato] ?? stato}
      </p>
    );
  return (
    <Link
      to={hydrated ? withReport(location.pathname, location.search, id) : `${reportAction(id)}?da=elenco`}
      preventScrollReset
      className="mt-2 block text-center text-sm underline"
    >
      {texts.report}
    </Link>
  );
}

/** The report's dialog over the list, when the loader found the candidate reportable (`loadReportDialog`). */
export function CardReportDialog({ report }: { report: { id: string; state: ReportState } | null }) {
  const location = useLocation();
  if (!report) return null;
  const closeTo = withReport(location.pathname, location.search, null);
  return (
    <Dialog title={texts.formTitle} closeTo={closeTo} actions={null}>
      <ReportDialogContent id={report.id} state={report.state} closeTo={closeTo} />
    </Dialog>
  );
}
