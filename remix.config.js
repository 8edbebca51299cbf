/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  serverModuleFormat: 'esm',
  // Its ESM build imports JSON in a way plain Node refuses; bundling it avoids that. The app's own subpath imports
  // (#app/*, #catalog/*, #contracts/*, package.json "imports") are our TypeScript: bundled, never left to Node.
  serverDependenciesToBundle: ['italian-cap-comuni-province', /^#(app|catalog|contracts)\//],
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
