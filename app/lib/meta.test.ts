// Remix v2 keeps only the deepest route's meta: each route's must carry the description, so every one is built by
// the one helper.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '#app/lib/meta.ts';
import { common } from '#app/texts/index.ts';
import { routeFiles } from '../../tests/support/route-files';

describe('pageMeta', () => {
  it('gives the title and the description', () => {
    expect(pageMeta('Preferiti')).toEqual([
      { title: `Preferiti | ${common.appName}` },
      { name: 'description', content: common.metaDescription },
    ]);
    expect(pageMeta()[0]).toEqual({ title: common.appName });
    expect(common.metaDescription.length).toBeGreaterThanOrEqual(50);
    expect(common.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('is what every route meta returns', () => {
    const modules = [...routeFiles(), join(process.cwd(), 'app', 'root.tsx')];
    const own = modules.filter((file) => /export (const|function) meta\b/.test(readFileSync(file, 'utf8')));
    expect(own.length).toBeGreaterThan(20);
    expect(own.filter((file) => !/=>\s*pageMeta\(/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
