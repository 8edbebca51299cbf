import { describe, expect, it } from 'vitest';
import { CHART, activityView } from './activity-view';

const week = (dal: string, visite = 0, preferiti = 0, sblocchi = 0, interessi = 0) => ({
  dal,
  visite,
  preferiti,
  sblocchi,
  interessi,
});

describe('activityView', () => {
  const view = activityView({
    settimane: [week('2026-10-05'), week('2026-10-12', 4, 1, 0, 2), week('2026-10-19', 0, 0, 1, 0)],
    sblocchi: [{ azienda: 'Rossi Srl', il: '2026-10-21' }],
    suggerimento: null,
  });

  it('labels the weeks by their Monday and sums each series for the text alternative', () => {
    expect(view.weeks.map((w) => w.label)).toEqual(['05/10', '12/10', '19/10']);
    expect(view.totals).toEqual({ visite: 4, preferiti: 1, sblocchi: 1, interessi: 2 });
    expect(view.max).toBe(4);
    expect(view.unlocks).toEqual([{ azienda: 'Rossi Srl', data: '21/10/2026' }]);
  });

  it('draws one bar per non-zero value, the tallest reaching the top, all standing on the baseline', () => {
    expect(view.bars.map((b) => `${b.series}:${b.value}`)).toEqual([
      'visite:4',
      'preferiti:1',
      'interessi:2',
      'sblocchi:1',
    ]);
    const tallest = view.bars[0];
    expect(tallest.y).toBe(CHART.top);
    expect(tallest.height).toBe(CHART.bottom - CHART.top);
    for (const bar of view.bars) expect(bar.y + bar.height).toBeCloseTo(CHART.bottom, 0);
    expect(view.bars[1].height).toBeCloseTo((CHART.bottom - CHART.top) / 4, 0);
    // Every bar inside the drawing, each week's bars inside its own slot, weeks left to right.
    for (const bar of view.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(CHART.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART.width - CHART.right);
    }
    const [visite, , , sblocchi] = view.bars;
    expect(sblocchi.x).toBeGreaterThan(visite.x);
    expect(view.labels.map((l) => l.text)).toEqual(['05/10', '12/10', '19/10']);
  });

  it('draws nothing and keeps a scale of 1 for weeks without events', () => {
    const quiet = activityView({ settimane: [week('2026-10-05')], sblocchi: [], suggerimento: null });
    expect(quiet.bars).toEqual([]);
    expect(quiet.max).toBe(1);
  });
});
