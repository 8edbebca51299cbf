// The view model of the activity panel on /profilo (issue 42 item 2): the weeks Strapi counted, drawn as grouped
// bars in a server-rendered SVG (no chart library, no script: the geometry is computed here), the totals for the
// chart's text alternative, and the unlocks with their dates. Browser-safe and pure, so the page and its test share it.
import type { ActivityResponse, ActivityWeek } from '#contracts/candidate-mails.ts';
import { formatDateIt } from '#app/lib/date-it.ts';

export const SERIES = ['visite', 'preferiti', 'sblocchi', 'interessi'] as const;
export type Series = (typeof SERIES)[number];

/** The chart's drawing box (SVG user units; the SVG scales to its container's width). */
export const CHART = { width: 320, height: 150, top: 14, bottom: 126, left: 4, right: 4 } as const;
const BAR = 7;
const GAP = 1;

export type ChartBar = { series: Series; x: number; y: number; width: number; height: number; value: number };
export type ActivityView = {
  weeks: Array<{ dal: string; label: string } & Record<Series, number>>;
  totals: Record<Series, number>;
  /** The largest weekly value (the top of the scale), at least 1. */
  max: number;
  bars: ChartBar[];
  /** The x of the centre of each week's group, for its label. */
  labels: Array<{ x: number; text: string }>;
  unlocks: Array<{ azienda: string; data: string }>;
  suggerimento: string | null;
};

/** 'DD/MM' of a YYYY-MM-DD day. */
const dayMonth = (iso: string) => formatDateIt(iso).slice(0, 5);

export function activityView(
  data: Pick<ActivityResponse['data'], 'settimane' | 'sblocchi' | 'suggerimento'>,
) {
  const weeks = data.settimane.map((week: ActivityWeek) => ({ ...week, label: dayMonth(week.dal) }));
  const totals = Object.fromEntries(
    SERIES.map((series) => [series, weeks.reduce((sum, week) => sum + week[series], 0)]),
  ) as Record<Series, number>;
  const max = Math.max(1, ...weeks.flatMap((week) => SERIES.map((series) => week[series])));
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(1, weeks.length);
  const group = SERIES.length * BAR + (SERIES.length - 1) * GAP;
  const plot = CHART.bottom - CHART.top;
  const bars: ChartBar[] = [];
  const labels: ActivityView['labels'] = [];
  weeks.forEach((week, i) => {
    const start = CHART.left + i * slot + (slot - group) / 2;
    labels.push({ x: round(CHART.left + i * slot + slot / 2), text: week.label });
    SERIES.forEach((series, j) => {
      const value = week[series];
      if (value <= 0) return;
      const height = Math.max(2, (value / max) * plot);
      bars.push({
        series,
        value,
        x: round(start + j * (BAR + GAP)),
        y: round(CHART.bottom - height),
        width: BAR,
        height: round(height),
      });
    });
  });
  return {
    weeks,
    totals,
    max,
    bars,
    labels,
    unlocks: data.sblocchi.map((unlock) => ({ azienda: unlock.azienda, data: formatDateIt(unlock.il) })),
    suggerimento: data.suggerimento,
  } satisfies ActivityView;
}

const round = (n: number) => Math.round(n * 10) / 10;
