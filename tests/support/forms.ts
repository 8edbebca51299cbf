// Form posts in the browser, with or without JavaScript (Remix posts to `<path>.data` with it, to `<path>` without).
import type { Locator, Page } from '@playwright/test';

/** Clicks `button` and returns the HTTP status of the POST it sends to `pathname` (either form of it). */
export async function postStatus(page: Page, pathname: string, button: Locator): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      [pathname, `${pathname}.data`].includes(new URL(response.url()).pathname),
  );
  await button.click();
  return (await answer).status();
}
