// The guarantee on an unlocked profile (issue 26): the report's state, or the way to report the candidate as
// unreachable. Without JavaScript the link opens the report page; with JavaScript it opens the same form in a dialog
// (`?segnala=1` on the profile), posting to the same action.
import { Link, useSearchParams } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { formatDateIt } from '#app/lib/date-it.ts';
import { guarantee as texts } from '#app/texts/index.ts';
import type { ReportState } from './guarantee.server';
import { ReportDialogContent, reportAction } from './ReportForm';
import { ReportOutcome } from './ReportOutcome';

export function ReportStatus({ state }: { state: ReportState }) {
  const { report } = state;
  if (!report) return state.motivo === 'finestra_chiusa' ? <p>{texts.windowClosed}</p> : null;
  return (
    <div data-testid="guarantee-state">
      <p className="font-semibold">{texts.states[report.stato] ?? report.stato}</p>
      {report.stato === 'aperta' ? (
        <p className="text-sm text-slate-700">
          {texts.openSince(formatDateIt(report.segnalata_il), formatDateIt(report.rimborso_il))}
        </p>
      ) : report.chiusa_il ? (
        <p className="text-sm text-slate-700">{texts.closedOn(formatDateIt(report.chiusa_il))}</p>
      ) : null}
    </div>
  );
}

export function GuaranteePanel({
  id,
  state,
  here,
  outcome,
}: {
  id: number;
  state: ReportState;
  here: string;
  /** The report just sent (`reportOutcome`). */
  outcome: string | null;
}) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return (
    <section className="panel panel-flat" id="garanzia">
      <ReportOutcome message={outcome} />
      <ReportStatus state={state} />
      {state.segnalabile ? (
        <Link
          to={hydrated ? `${here}${here.includes('?') ? '&' : '?'}segnala=1` : reportAction(id)}
          preventScrollReset
          className={buttonClass('secondary')}
        >
          {texts.report}
        </Link>
      ) : null}
      {state.segnalabile && params.get('segnala') === '1' ? (
        <Dialog title={texts.formTitle} closeTo={here} actions={null}>
          <ReportDialogContent id={id} state={state} closeTo={here} />
        </Dialog>
      ) : null}
    </section>
  );
}
