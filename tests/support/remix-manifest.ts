// The Remix app's routes as the build's browser manifest lists them (public/build/manifest-*.js): every
// addressable route with its full path and whether it has a loader and an action.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestRoute = {
  id: string;
  path?: string;
  parentId?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
};

export type AppRoute = { id: string; path: string; hasLoader: boolean; hasAction: boolean };

export function manifestRoutes(): AppRoute[] {
  const dir = join(process.cwd(), 'public', 'build');
  const file = readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('no Remix manifest in public/build: build the app first');
  const text = readFileSync(join(dir, file), 'utf8')
    .replace(/^window\.__remixManifest=/, '')
    .replace(/;\s*$/, '');
  const routes = (JSON.parse(text) as { routes: Record<string, ManifestRoute> }).routes;
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? fullPath(routes[route.parentId]) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.values(routes)
    .filter((route) => route.path || route.index)
    .map((route) => ({
      id: route.id,
      // Index routes answer their parent's path; their action wants `?index`.
      path: `/${fullPath(route)}${route.index ? '?index' : ''}`,
      hasLoader: route.hasLoader,
      hasAction: route.hasAction,
    }));
}
