// The company's search page as Playwright drives it (the unlock, team, shop and menu-credit specs): the cards a
// company could still buy, and the profile behind the first of them.
import { expect, type Page } from '@playwright/test';

/** The first result card that still offers 'Acquista Profilo' (a profile the company has not bought yet). */
export const buyableCard = (page: Page) =>
  page
    .getByTestId('candidate-card')
    .filter({ has: page.getByRole('link', { name: 'Acquista Profilo' }) })
    .first();

/**
 * Opens the profile of the first buyable card from the search on `page`, through the link of the card's heading:
 * the card is named by the profile it opens, not by its text read first, since with JavaScript the results may be
 * drawn again between the read and the click; and a click while the filters' own navigation is still settling can
 * be lost to it, so it clicks again until the URL is the profile's. Answers the profile's id.
 */
export async function openFirstBuyable(page: Page): Promise<number> {
  const card = buyableCard(page);
  await expect(async () => {
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/resource-profile\/\d+$/, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}
