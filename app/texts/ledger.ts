// Texts of the credit ledger on /company-info (issue 14).
// The credit ledger on /company-info: an object of its own, so that page's bundle carries only these strings.
export const ledger = {
  title: 'Movimenti crediti',
  empty: 'Nessun movimento.',
  date: 'Data',
  what: 'Prodotto o candidato',
  amount: 'Crediti',
  type: 'Tipo',
  balance: 'Saldo',
  prev: 'Precedenti',
  next: 'Successivi',
  page: (page: number, count: number) => `Pagina ${page} di ${count}`,
} as const;

// Labels of the ledger's rows, used by the loader only (app/routes/_company.company-info/ledger-view.ts).
export const ledgerLabels = {
  types: { crediti: 'Crediti', crediti_abbonamento: 'Crediti abbonamento' } as Record<string, string>,
  reasons: {
    purchase: 'Acquisto',
    unlock: 'Sblocco profilo',
    refund: 'Rimborso',
    expiry: 'Scadenza',
    guarantee: 'Rimborso garanzia',
  } as Record<string, string>,
} as const;
