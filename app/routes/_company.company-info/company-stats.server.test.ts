import { describe, expect, it } from 'vitest';
import { FASI_VISTE } from '#catalog/pipeline.ts';
import type { CompanyStatsResponse } from '#contracts/pipeline.ts';
import { companyStatsHtml } from './company-stats.server.tsx';

const stats = (visite: boolean): CompanyStatsResponse['data'] => ({
  crediti: Array.from({ length: 12 }, (_, i) => ({
    mese: `2026-${String(i + 1).padStart(2, '0')}`,
    acquistati: i === 2 ? 10 : 0,
    spesi: i === 11 ? 4 : 0,
  })),
  fasi: FASI_VISTE.map((fase) => ({
    fase,
    sblocchi: fase === 'assunto' ? 2 : fase === 'da_contattare' ? 1 : 0,
  })),
  visite_brand: visite
    ? Array.from({ length: 12 }, (_, i) => ({
        settimana: `2026-09-${String(7 + i).padStart(2, '0')}`,
        visite: i,
      }))
    : null,
});

describe('the statistics drawn on the server', () => {
  it('each chart is an image named by its title and described by its totals', () => {
    const html = companyStatsHtml(stats(true));
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(3);
    expect(html).toContain('aria-labelledby="stat-crediti-t stat-crediti-d"');
    expect(html).toContain('<title id="stat-crediti-t">Crediti acquistati e spesi per mese</title>');
    expect(html).toContain('Negli ultimi 12 mesi: 10 crediti acquistati e 4 spesi per sbloccare profili.');
    expect(html).toContain('3 candidati sbloccati, 2 assunti.');
    expect(html).toContain('Nelle ultime 12 settimane 66 visite al logo della tua azienda.');
    // No script, no handler: nothing for the browser to run.
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('the same numbers in tables with a caption and scoped headers', () => {
    const html = companyStatsHtml(stats(true));
    expect(html.match(/<caption/g)).toHaveLength(3);
    const headers = html.match(/<th\b[^>]*>/g) ?? [];
    expect(headers.length).toBe(3 + 12 + 2 + 7 + 2 + 12);
    expect(headers.every((th) => /scope="(col|row)"/.test(th))).toBe(true);
    expect(html).toContain('marzo 2026</th><td class="text-right tabular-nums">10</td>');
    expect(html).toContain('Assunto</th><td class="text-right tabular-nums">2</td>');
  });

  it('a bar is as tall as its value on the scale; no visits chart without a Brand Card', () => {
    const html = companyStatsHtml(stats(false));
    expect(html).not.toContain('stat-visite');
    // Credits: the scale's top is 10; March's bought column fills the plot (156 units), December's spent 4/10 of it.
    const heights = [...html.matchAll(/<rect x=[^>]*height="([\d.]+)"[^>]*fill="#047857"/g)].map((m) =>
      Number(m[1]),
    );
    expect(heights.filter((h) => h > 0)).toEqual([156]);
    const spent = [...html.matchAll(/<rect x=[^>]*height="([\d.]+)"[^>]*fill="#1d4ed8"/g)].map((m) =>
      Number(m[1]),
    );
    expect(spent.filter((h) => h > 0).map((h) => Math.round(h * 10) / 10)).toEqual([62.4]);
  });
});
