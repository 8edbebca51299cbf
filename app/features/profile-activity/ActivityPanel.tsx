// "Il tuo profilo nelle ultime 8 settimane" (issue 42 item 2): grouped bars drawn on the server as inline SVG (the
// page works and reads the same without JavaScript; no chart library in the bundle), a text alternative on the
// chart, and the same numbers in a compact table for screen readers and for reading. Company names only for unlocks.
import { CHART, SERIES, type ActivityView, type Series } from './activity-view';
import { profileActivity as texts } from '#app/texts/profile-activity.ts';

/** Each series' fill: at least 3:1 against the white panel (WCAG 1.4.11), told apart by the legend and the table. */
const FILL: Record<Series, string> = {
  visite: 'fill-brand-600',
  preferiti: 'fill-amber-700',
  sblocchi: 'fill-emerald-700',
  interessi: 'fill-slate-500',
};

export function ActivityPanel({ view }: { view: ActivityView | null }) {
  const weeks = view?.weeks.length ?? 8;
  return (
    <section className="panel panel-md" aria-labelledby="attivita" data-testid="attivita-profilo">
      <h2 id="attivita" className="text-lg font-semibold text-slate-900">
        {texts.title(weeks)}
      </h2>
      {view ? <ActivityBody view={view} /> : <p className="mt-2 text-slate-600">{texts.unavailable}</p>}
    </section>
  );
}

function ActivityBody({ view }: { view: ActivityView }) {
  const quiet = view.totals.visite + view.totals.preferiti + view.totals.sblocchi === 0;
  return (
    <>
      {quiet ? <p className="mt-2 text-sm text-slate-600">{texts.quiet}</p> : null}
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={texts.chartAlt(view.weeks.length, view.totals)}
        className="mt-3 h-auto w-full max-w-md"
      >
        <line
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={CHART.top}
          y2={CHART.top}
          className="stroke-slate-200"
          strokeDasharray="3 3"
        />
        <text x={CHART.left} y={CHART.top - 4} className="fill-slate-600 text-[9px]">
          {view.max}
        </text>
        {view.bars.map((bar) => (
          <rect
            key={`${bar.series}-${bar.x}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            className={FILL[bar.series]}
          />
        ))}
        <line
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={CHART.bottom}
          y2={CHART.bottom}
          className="stroke-slate-400"
        />
        {view.labels.map((label) => (
          <text
            key={label.x}
            x={label.x}
            y={CHART.bottom + 14}
            textAnchor="middle"
            className="fill-slate-600 text-[9px]"
          >
            {label.text}
          </text>
        ))}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series} className="flex items-center gap-1">
            <svg viewBox="0 0 10 10" className="h-3 w-3">
              <rect width="10" height="10" className={FILL[series]} />
            </svg>
            {texts.series[series]}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{texts.legendHelp}</p>
      <table
        className="mt-3 w-full max-w-xl text-right text-xs tabular-nums sm:text-sm"
        data-testid="attivita-tabella"
      >
        <caption className="text-left font-medium text-slate-900">{texts.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1 pr-2 text-left font-medium">
              {texts.week}
            </th>
            {SERIES.map((series) => (
              <th key={series} scope="col" className="px-1 py-1 font-medium">
                {texts.series[series]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.weeks.map((week) => (
            <tr key={week.dal} className="border-b border-slate-100">
              <th scope="row" className="py-0.5 pr-2 text-left font-normal">
                {week.label}
              </th>
              {SERIES.map((series) => (
                <td key={series} className="px-1 py-0.5">
                  {week[series]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {view.unlocks.length ? (
        <>
          <h3 className="mt-4 font-medium text-slate-900">{texts.unlocksHeading}</h3>
          <ul className="mt-1 space-y-0.5 text-sm" data-testid="attivita-sblocchi">
            {view.unlocks.map((unlock, i) => (
              <li key={i} className="break-words">
                {unlock.azienda} <span className="text-slate-600">({unlock.data})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.suggerimento ? (
        <p
          className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-slate-900"
          data-testid="attivita-suggerimento"
        >
          <strong>{texts.helps}:</strong> {view.suggerimento}
        </p>
      ) : null}
    </>
  );
}
