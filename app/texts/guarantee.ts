// The credit guarantee (issue 26): the company's report of an unreachable candidate, its states on the profile and the
// list of unlocked profiles, the candidate's confirmation link and notice. The refusals of a report are the catalog's
// (strapi/src/catalog/guarantee-rules.ts, GARANZIA_MESSAGGI), shown as Strapi answers them.
export const guarantee = {
  report: 'Candidato non raggiungibile',
  formTitle: 'Segnala un candidato non raggiungibile',
  formIntro:
    'Se non riesci a contattare il candidato con i recapiti del profilo, segnalalo: gli chiediamo subito di confermare o correggere i suoi contatti. Se entro 7 giorni non lo fa, ti restituiamo il credito.',
  tentativo: 'Come hai provato a contattarlo?',
  tentativi: { telefono: 'Telefono', email: 'E-mail', entrambi: 'Telefono ed e-mail' } as Record<
    string,
    string
  >,
  primoTentativo: 'Data del primo tentativo',
  submit: 'Invia la segnalazione',
  sending: 'Invio in corso',
  cancel: 'Annulla',
  back: 'Torna al profilo',
  notFound: 'Non siamo riusciti a trovare il profilo',
  states: {
    aperta: 'Segnalazione aperta',
    raggiungibile: 'Il candidato ha confermato i contatti',
    rimborsata: 'Credito restituito',
    da_verificare: 'Segnalazione in verifica dal nostro staff',
    respinta: 'Segnalazione respinta',
  } as Record<string, string>,
  openSince: (date: string, refund: string) =>
    `Segnalato il ${date}. Se il candidato non conferma i suoi contatti, il credito ti torna il ${refund}.`,
  closedOn: (date: string) => `Chiusa il ${date}.`,
  sent: 'Segnalazione inviata: abbiamo chiesto al candidato di confermare i suoi contatti.',
  toOperator: 'La segnalazione passa al nostro staff, che la verificherà.',
  windowClosed: 'Il periodo per segnalare questo candidato è terminato.',
  // The candidate's side.
  linkInvalidTitle: 'Link non valido o scaduto',
  linkInvalidBody: 'Il link non è più valido. Accedi al portale per controllare i tuoi contatti.',
  goToProfile: 'Vai al profilo',
  // The page of the e-mail's link: opening it changes nothing, the button confirms (issue 39 item 9).
  linkConfirmTitle: 'Conferma i tuoi contatti',
  linkConfirmIntro:
    'Un’azienda che ha acquistato il tuo profilo non è riuscita a contattarti. Se telefono ed e-mail del tuo profilo sono corretti, confermalo: l’azienda riceverà i tuoi contatti.',
  linkConfirming: 'Conferma in corso…',
  linkConfirmedTitle: 'Contatti confermati',
  linkConfirmEdit: 'Se invece sono cambiati, accedi al portale e correggili dal tuo profilo.',
  candidateNotice:
    'Un’azienda che ha acquistato il tuo profilo non è riuscita a contattarti. Controlla che telefono ed e-mail siano corretti e confermali, oppure correggili.',
  // After the refund (the report left 7 days): the profile is out of the companies' searches until confirmed.
  candidateHidden:
    'Un’azienda che ha acquistato il tuo profilo non è riuscita a contattarti per 7 giorni: finché non confermi o correggi telefono ed e-mail, il tuo profilo non compare nelle ricerche delle aziende.',
  candidateConfirm: 'I miei contatti sono corretti',
  candidateEdit: 'Correggi i contatti',
  candidateConfirmed: 'Grazie: i tuoi contatti sono confermati.',
} as const;
