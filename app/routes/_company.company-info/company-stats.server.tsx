// What the company's money did (issue 43 item 6): the charts of /company-info, drawn here on the server as inline SVG
// with the same numbers in a table. A server module: the loader renders them to markup (company-info.server.ts), the
// page inserts it as it is, so the browser loads no chart code and no text of these charts (scripts/check-bundle.mjs).
// Each chart is an image (`role="img"`) named by its title, with a sentence of its totals as its description; the
// table under it (caption, headers with scope) carries every number, for a screen reader and for the eye.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FASE_ETICHETTE } from '#catalog/pipeline.ts';
import type { CompanyStatsResponse } from '#contracts/pipeline.ts';
import { companyStats as t } from '#app/texts/company-stats.ts';

type Stats = CompanyStatsResponse['data'];
type Series = { name: string; color: string };

// Colours with a contrast of at least 3:1 on white (WCAG 1.4.11), told apart by the legend and the table too.
const BOUGHT = '#047857';
const SPENT = '#1d4ed8';
const SINGLE = '#7c3aed';

// The drawing's own units: the SVG scales to its box (a 360 px phone draws it about 1:1).
const W = 360;
const H = 190;
const LEFT = 28;
const BOTTOM = 22;
const TOP = 12;

/** The top of the scale: the largest value rounded up to a number easy to read (at least 1). */
const scaleTop = (max: number) => {
  if (max <= 4) return Math.max(1, max);
  const step = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((m) => m * step).find((n) => n >= max) ?? max;
  return top;
};

/** A chart's drawing: an image named by its title, its totals as its description. */
function ChartFrame({
  id,
  title,
  summary,
  height,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      className="h-auto w-full max-w-xl"
      data-testid={`${id}-chart`}
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{summary}</desc>
      {children}
    </svg>
  );
}

/** Columns per period, one per series side by side (credits per month, visits per week). */
function ColumnChart({
  id,
  title,
  summary,
  labels,
  series,
  values,
}: {
  id: string;
  title: string;
  summary: string;
  labels: string[];
  series: Series[];
  /** values[period][series] */
  values: number[][];
}) {
  const top = scaleTop(Math.max(0, ...values.flat()));
  const plotH = H - BOTTOM - TOP;
  const slot = (W - LEFT) / labels.length;
  const bar = Math.min(14, (slot - 4) / series.length);
  const y = (value: number) => TOP + plotH - (value / top) * plotH;
  return (
    <ChartFrame id={id} title={title} summary={summary} height={H}>
      <g fontSize="9" fill="#334155">
        <text x={LEFT - 4} y={TOP + 3} textAnchor="end">
          {top}
        </text>
        <text x={LEFT - 4} y={TOP + plotH + 3} textAnchor="end">
          0
        </text>
      </g>
      <line x1={LEFT} x2={W} y1={TOP} y2={TOP} stroke="#e2e8f0" />
      <line x1={LEFT} x2={W} y1={TOP + plotH / 2} y2={TOP + plotH / 2} stroke="#e2e8f0" />
      {values.map((row, period) => (
        <g key={labels[period]}>
          {row.map((value, s) => (
            <rect
              key={series[s].name}
              x={LEFT + period * slot + (slot - bar * series.length) / 2 + s * bar}
              y={y(value)}
              width={bar}
              height={TOP + plotH - y(value)}
              fill={series[s].color}
            />
          ))}
          <text x={LEFT + period * slot + slot / 2} y={H - 8} fontSize="9" textAnchor="middle" fill="#334155">
            {labels[period]}
          </text>
        </g>
      ))}
      <line x1={LEFT} x2={W} y1={TOP + plotH} y2={TOP + plotH} stroke="#64748b" />
    </ChartFrame>
  );
}

/** One bar per category with its value at its end (unlocked candidates per stage). */
function BarChart({
  id,
  title,
  summary,
  rows,
}: {
  id: string;
  title: string;
  summary: string;
  rows: Array<{ label: string; value: number }>;
}) {
  const label = 112;
  const row = 22;
  const height = rows.length * row + 4;
  const top = Math.max(1, ...rows.map((r) => r.value));
  const room = W - label - 34;
  return (
    <ChartFrame id={id} title={title} summary={summary} height={height}>
      {rows.map((r, i) => (
        <g key={r.label} fontSize="11" fill="#334155">
          <text x={label - 6} y={i * row + 15} textAnchor="end">
            {r.label}
          </text>
          <rect x={label} y={i * row + 4} width={(r.value / top) * room} height={row - 8} fill={SINGLE} />
          <text x={label + (r.value / top) * room + 4} y={i * row + 15}>
            {r.value}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-4 text-sm" aria-hidden="true">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-1">
          <svg viewBox="0 0 10 10" width="10" height="10">
            <rect width="10" height="10" fill={s.color} />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The numbers of a chart: a caption, a header row (scope col) and a header cell per row (scope row). */
function NumbersTable({
  id,
  caption,
  head,
  rows,
}: {
  id: string;
  caption: string;
  head: string[];
  rows: Array<[string, ...number[]]>;
}) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm underline">{t.showTable}</summary>
      <table className="mt-2 w-full max-w-xl text-sm" data-testid={`${id}-table`}>
        <caption className="text-left font-medium">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={cell} scope="col" className={i === 0 ? 'text-left' : 'text-right'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...numbers]) => (
            <tr key={name} className="border-t border-slate-200">
              <th scope="row" className="text-left font-normal">
                {name}
              </th>
              {numbers.map((n, i) => (
                <td key={head[i + 1]} className="text-right tabular-nums">
                  {n}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function CompanyStats({ stats }: { stats: Stats }) {
  const credits: Series[] = [
    { name: t.bought, color: BOUGHT },
    { name: t.spent, color: SPENT },
  ];
  const bought = stats.crediti.reduce((sum, m) => sum + m.acquistati, 0);
  const spent = stats.crediti.reduce((sum, m) => sum + m.spesi, 0);
  const total = stats.fasi.reduce((sum, f) => sum + f.sblocchi, 0);
  const hired = stats.fasi.find((f) => f.fase === 'assunto')?.sblocchi ?? 0;
  const visits = stats.visite_brand;
  return (
    <section aria-labelledby="statistiche-t" className="space-y-6" data-testid="company-stats">
      <div>
        <h2 id="statistiche-t" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="text-slate-700">{t.intro}</p>
      </div>
      <div>
        <h3 className="font-semibold">{t.creditsTitle}</h3>
        <ColumnChart
          id="stat-crediti"
          title={t.creditsTitle}
          summary={t.creditsSummary(bought, spent)}
          labels={stats.crediti.map((m) => t.monthShort(m.mese))}
          series={credits}
          values={stats.crediti.map((m) => [m.acquistati, m.spesi])}
        />
        <Legend series={credits} />
        <NumbersTable
          id="stat-crediti"
          caption={t.creditsCaption}
          head={[t.month, t.bought, t.spent]}
          rows={stats.crediti.map((m) => [t.monthLong(m.mese), m.acquistati, m.spesi])}
        />
      </div>
      <div>
        <h3 className="font-semibold">{t.stagesTitle}</h3>
        <BarChart
          id="stat-fasi"
          title={t.stagesTitle}
          summary={t.stagesSummary(total, hired)}
          rows={stats.fasi.map((f) => ({ label: FASE_ETICHETTE[f.fase], value: f.sblocchi }))}
        />
        <NumbersTable
          id="stat-fasi"
          caption={t.stagesCaption}
          head={[t.stage, t.unlocks]}
          rows={stats.fasi.map((f) => [FASE_ETICHETTE[f.fase], f.sblocchi])}
        />
      </div>
      {visits ? (
        <div>
          <h3 className="font-semibold">{t.visitsTitle}</h3>
          <ColumnChart
            id="stat-visite"
            title={t.visitsTitle}
            summary={t.visitsSummary(visits.reduce((sum, w) => sum + w.visite, 0))}
            labels={visits.map((w) => t.weekShort(w.settimana))}
            series={[{ name: t.visits, color: SINGLE }]}
            values={visits.map((w) => [w.visite])}
          />
          <NumbersTable
            id="stat-visite"
            caption={t.visitsCaption}
            head={[t.week, t.visits]}
            rows={visits.map((w) => [t.weekLong(w.settimana), w.visite])}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The statistics as markup, for the page to insert as it is (escaped by React's server renderer). */
export const companyStatsHtml = (stats: Stats) => renderToStaticMarkup(<CompanyStats stats={stats} />);
