import type { LinksFunction, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useNavigation,
  useRouteError,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { HoneypotProvider } from 'remix-utils/honeypot/react';
import { ErrorContent } from '#app/components/ErrorContent.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useNonce } from '#app/lib/nonce.tsx';
import { common } from '#app/texts/index.ts';
import stylesheet from '#app/tailwind.css';
import { pageMeta } from '#app/lib/meta.ts';
import type { loader } from './root.server.ts';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => pageMeta();

// The loader sits in its own module: every `.server` module (and @remix-run/node) a route imports is an empty
// chunk in the browser, one more request on every page when another route imports it too (docs/performance.md).
export { loader } from './root.server.ts';

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <a
          href="#contenuto"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {common.skipToContent}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function GlobalPending() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed right-3 top-3 z-50 rounded-md bg-white px-3 py-2 shadow">
      <Spinner label={common.loading} />
    </div>
  );
}

export default function App() {
  const { csrf: csrfToken, honeypot: honeypotProps } = useLoaderData<typeof loader>();
  return (
    <Document>
      <AuthenticityTokenProvider token={csrfToken}>
        <HoneypotProvider {...honeypotProps}>
          <GlobalPending />
          <Outlet />
        </HoneypotProvider>
      </AuthenticityTokenProvider>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Document>
      <ErrorContent error={error} />
    </Document>
  );
}
