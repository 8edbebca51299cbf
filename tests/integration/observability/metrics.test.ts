// Metrics an operator can scrape (issue 40): each process answers Prometheus text on its own address with every
// metric docs/operations.md documents, labelled by route templates (no ids), and the public portal and Strapi's
// public port have no /metrics.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMIX, cookieHeader, remixSignIn } from '../../support/remix';
import { STRAPI_URL } from '../../support/strapi';

function metricsUrl(name: 'REMIX_METRICS_URL' | 'STRAPI_METRICS_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run this test through scripts/test.mjs`);
  return url;
}

/** The metric names of docs/operations.md's tables: the first cell of each row, in backticks. */
function documentedNames(): string[] {
  const doc = readFileSync(join(__dirname, '../../../docs/operations.md'), 'utf8');
  return [...doc.matchAll(/^\| `((?:remix|strapi|portale|nodejs|process)_[a-z_]+)`/gm)].map((m) => m[1]);
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The values of one label across a metrics text. */
const labelValues = (text: string, label: string) =>
  [...text.matchAll(new RegExp(`[{,]${label}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('metrics', () => {
  it('both processes answer every documented metric after a few requests, labelled by templates', async () => {
    const jar = await remixSignIn('azienda@demo.it');
    for (const path of ['/company-home', '/company-home', '/company-unlocked-profiles'])
      await (await fetch(`${REMIX}${path}`, { headers: { Cookie: cookieHeader(jar) } })).text();

    const names = documentedNames();
    expect(names.length).toBeGreaterThan(15);
    const remix = await scrape(metricsUrl('REMIX_METRICS_URL'));
    const strapi = await scrape(metricsUrl('STRAPI_METRICS_URL'));
    const missing = names.filter(
      (name) => !remix.includes(`# TYPE ${name} `) && !strapi.includes(`# TYPE ${name} `),
    );
    expect(missing).toEqual([]);

    expect(remix).toMatch(
      /remix_http_requests_total\{method="GET",route="routes\/_company\.company-home",status="200"\} [1-9]/,
    );
    expect(remix).toMatch(
      /remix_strapi_requests_total\{method="GET",endpoint="\/api\/[^"]+",status="200"\} [1-9]/,
    );
    expect(strapi).toMatch(
      /strapi_http_requests_total\{method="GET",route="\/api\/[^"]+",status="200"\} [1-9]/,
    );
    expect(strapi).toMatch(/strapi_db_pool_connections\{state="max"\} [1-9]/);
    // The company's searches (/company-home) by plan kind: the default search is the newest-first scan.
    expect(strapi).toMatch(/portale_search_duration_seconds_count\{scope="search",plan="newest"\} [1-9]/);
    // No id in a label: a numeric or documentId segment would make one series per person.
    for (const value of [
      ...labelValues(remix, 'route'),
      ...labelValues(remix, 'endpoint'),
      ...labelValues(strapi, 'route'),
    ])
      expect(value).not.toMatch(/\/(?:\d+|[a-z0-9]{20,})(?:\/|$)/);
  });

  it('the public portal and Strapi’s public port have no /metrics', async () => {
    const portal = await fetch(`${REMIX}/metrics`);
    const portalText = await portal.text();
    expect(portal.status).toBe(404);
    expect(portalText).not.toContain('# TYPE');
    const strapi = await fetch(`${STRAPI_URL}/metrics`);
    const strapiText = await strapi.text();
    expect(strapi.status).toBe(404);
    expect(strapiText).not.toContain('# TYPE');
  });
});
