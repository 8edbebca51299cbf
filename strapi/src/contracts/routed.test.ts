// Every endpoint of the contracts is answered by a Strapi route built from its declaration, and every custom
// Strapi route answers a declared endpoint (issue 38): a route written by hand, or a declaration no route file
// uses, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from './index';
import type { Endpoint } from './endpoint';

const api = join(import.meta.dirname, '..', 'api');
/** Strapi's own plugin routes: declared for the client, not built by our route files. */
const PLUGIN_AREAS = new Set(['auth']);
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

async function customRoutes() {
  const routes: Array<{ method: string; path: string; handler: string; file: string }> = [];
  for (const type of readdirSync(api)) {
    const dir = join(api, type, 'routes');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      // Core routers (`factories.createCoreRouter`) serve Strapi's generic CRUD, none of the seam's endpoints.
      if (readFileSync(join(dir, file), 'utf8').includes('createCoreRouter')) continue;
      const module = (await import(join(dir, file))) as { default: { type?: string; routes?: unknown } };
      if (module.default.type !== 'content-api' || !Array.isArray(module.default.routes)) continue;
      for (const route of module.default.routes as Array<{ method: string; path: string; handler: string }>)
        routes.push({ ...route, file: `${type}/routes/${file}` });
    }
  }
  return routes.filter((route) => !route.path.startsWith('/test-hooks/'));
}

const declared = Object.entries(contracts)
  .filter(([area]) => !PLUGIN_AREAS.has(area))
  .flatMap(([, contract]) => Object.values(contract as Record<string, Endpoint>));

describe('routes built from the contracts', () => {
  it('every declared endpoint has exactly one route, every route a declaration', async () => {
    const routes = await customRoutes();
    const routed = new Map<string, number>();
    for (const route of routes) routed.set(key(route), (routed.get(key(route)) ?? 0) + 1);
    const unrouted = [...new Set(declared.map(key))].filter((k) => !routed.has(k));
    const twice = [...routed].filter(([, count]) => count > 1).map(([k]) => k);
    const undeclared = routes.filter((route) => !declared.some((e) => key(e) === key(route))).map(key);
    expect({ unrouted, twice, undeclared }).toEqual({ unrouted: [], twice: [], undeclared: [] });
    expect(routes.length).toBeGreaterThan(50);
  });
});
