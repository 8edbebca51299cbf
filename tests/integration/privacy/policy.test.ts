// The privacy policy tells the truth (issue 41 item 5): /privacy-policy, as the Remix server renders it, states each
// retention period of catalog/privacy.ts (the numbers the retention job enforces), the self-service erasure and the
// art. 15 list.
import { describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS, RETENTION } from '../../../strapi/src/catalog/privacy';
import { REMIX } from '../../support/remix';

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('/privacy-policy', () => {
  it('states every retention period from the config the job reads, erasure and the art. 15 list', async () => {
    const answer = await fetch(`${REMIX}/privacy-policy`);
    expect(answer.status).toBe(200);
    const page = text(await answer.text());
    const promises = [
      `per ${RETENTION.inactiveCandidateMonths} mesi non accedi e non aggiorni`,
      `entro ${RETENTION.inactiveCandidateNoticeDays} giorni, cancelliamo account e profilo`,
      `mai confermati con il link dell'e-mail sono cancellati dopo ${RETENTION.unconfirmedAccountDays} giorni`,
      `non completate dopo ${RETENTION.wizardDraftDays} giorni`,
      `per ${RETENTION.technicalRecordDays} giorni`,
      `negli avvisi alle aziende per ${RETENTION.alertMatchDays} giorni`,
      `per ${RETENTION.fiscalRecordYears} anni (art. 2220 c.c.)`,
      'Elimina il mio account',
      'Candidato cancellato',
      'quali aziende hanno sbloccato i tuoi contatti',
      'Scarica i miei dati',
      `Versione ${LEGAL_VERSIONS.privacy} di questa informativa`,
    ];
    for (const promise of promises) expect(page, promise).toContain(promise);
    // The old promise the code never kept is gone.
    expect(page).not.toContain('non oltre 30 giorni dalla richiesta');
  });
});
