// The Remix route modules on disk (issue 22): a flat route file, or a route folder's `route.tsx`; with
// `{ withModules: true }` also the modules beside a folder's route (its `*.server.ts`, components).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTES_DIR = join(process.cwd(), 'app', 'routes');

export function routeFiles({ withModules = false }: { withModules?: boolean } = {}): string[] {
  return readdirSync(ROUTES_DIR).flatMap((name) => {
    const path = join(ROUTES_DIR, name);
    if (!statSync(path).isDirectory()) return [path];
    const inside = readdirSync(path).filter((file) => /\.tsx?$/.test(file));
    return (withModules ? inside : inside.filter((file) => /^route\.tsx?$/.test(file))).map((file) =>
      join(path, file),
    );
  });
}
