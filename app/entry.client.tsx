import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The document is complete and usable without JavaScript: let the browser paint it first, then hydrate. When the
// scripts come from the cache (every page after the first), hydration would otherwise run before the first paint
// and hold it back by as long as it takes on a slow phone (docs/performance.md, "Lighthouse per page"). A tab opened
// in the background paints nothing and runs no animation frame: it hydrates at once.
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
