// The guarantee on a card of /company-unlocked-profiles (issue 26): the report's state, or the link to the report
// page (the list has no room for a dialog per card; the page is the same form).
import { Link } from '@remix-run/react';
import { guarantee as texts } from '#app/texts/index.ts';
import type { ReportStato } from './guarantee.server';
import { reportAction } from './ReportForm';

export function CardReportLine({ id, stato }: { id: number; stato: ReportStato | undefined }) {
  if (stato)
    return (
      <p className="mt-2 text-center text-sm text-slate-700" data-testid="guarantee-state">
        {texts.states[stato] ?? stato}
      </p>
    );
  return (
    <Link to={`${reportAction(id)}?da=elenco`} className="mt-2 block text-center text-sm underline">
      {texts.report}
    </Link>
  );
}
