// The profile's distance follows the search (issue 39 item 4), with JavaScript on and off: a company of the test's
// own (work place Milano) and a candidate of its own in Seriate (47.7 km from Milano, 4.1 from Bergamo), isolated by
// a technical-sheet word of the test. Searching "Entro 10 km da Bergamo", the card says "a 4 km da Bergamo" and the
// profile it opens says the same (it said "a 48 km da Milano"), also after its dialogs; the bucket's note names the
// work place and the comune the distances are measured from.
import { validPayload } from '../../support/candidate-payload';
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

const rareWord = () =>
  `Origine${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`;

test('the profile opened from a card measures from the search’s comune, as the card does', async ({
  page,
  company,
  accounts,
}) => {
  test.setTimeout(120_000);
  const word = rareWord();
  await accounts.candidate({
    ...validPayload(),
    nome: 'Serena',
    cognome: 'Origine',
    provincia: 'BG',
    citta: 'Seriate',
    mobilita: 'italia',
    scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra: `Saldatura ${word}` } },
  });
  await login(page, company.email);
  const search =
    `/company-home?aree_di_competenza=Saldatura&scheda_tecnica=${word}` +
    '&distanza=10&distanzaProvincia=BG&distanzaComune=Bergamo';
  await page.goto(search);
  const card = page.getByTestId('candidate-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('card-distance')).toHaveText('a 4 km da Bergamo');

  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/resource-profile\/\d+\?/);
  await expect(page.getByTestId('profile-distance')).toHaveText('a 4 km da Bergamo');
  // The technical sheet opens and closes back to the same profile, still measured from Bergamo.
  await page.getByRole('link', { name: 'Scheda tecnica', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Scheda tecnica' });
  await sheet.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('profile-distance')).toHaveText('a 4 km da Bergamo');

  // Opened on its own (a bookmark, the unlocked list), it measures from the work place.
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByTestId('profile-distance')).toHaveText('a 48 km da Milano');
  // The bucket's note names the work place and the comune the distances are measured from.
  await page.goto(search);
  await expect(page.getByTestId('bucket-note')).toHaveText(
    'I profili sono ordinati per vicinanza e disponibilità rispetto alla sede di lavoro della tua azienda (Milano). ' +
      'Le distanze sono misurate da Bergamo, il comune del filtro.',
  );
  // Without a distance filter, the note names the work place alone.
  await page.goto(`/company-home?aree_di_competenza=Saldatura&scheda_tecnica=${word}`);
  await expect(page.getByTestId('bucket-note')).toHaveText(
    'I profili sono ordinati per vicinanza e disponibilità rispetto alla sede di lavoro della tua azienda (Milano).',
  );
});
