// An Alert Database / New Profile filter set as Strapi stores it (`filtri`, `filtri_profile`) for the Playwright
// specs, whose loader cannot import the catalog's TypeScript: written out once here, and checked against
// `serializeAlertFilters` by tests/unit/alert-mail.test.ts, so it cannot drift from the one filter contract.
/** Competence area 'Saldatura', every other filter open (protected category: all). */
export const SALDATURA_ALERT =
  '{"aree_di_competenza":["Saldatura"],"luogoLavoro":"all","titoloStudio":0,"esperienza":"all","qualifica":"all","categoriaProtetta":"all"}';
