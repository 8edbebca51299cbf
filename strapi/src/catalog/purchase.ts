/**
 * The refusals of a purchase (the unlock of a candidate's contacts, spec 02 §4), by Strapi's `details.code`, in
 * Italian: one map for Strapi's answers and the purchase dialog of the app (issue 39 item 1). A blacklisted candidate
 * answers `profile_missing` like one that is gone (erased, or no longer a candidate), so that the company does not learn it was excluded (spec
 * decisions, "Candidate contact data"). Small and alone: the purchase dialog of every card page carries it.
 */
export const PURCHASE_REFUSALS = {
  insufficient_credits:
    'Non hai crediti sufficienti per acquistare questo profilo. Acquista una card per avere nuovi crediti.',
  exclusive:
    'Questo profilo è in esclusiva per un’altra azienda fino al {data}: potrai acquistarlo dopo quella data.',
  // The credit guarantee's candidate whose contacts must be verified (issue 26): not sold again meanwhile.
  contatti_da_verificare:
    'Il candidato deve confermare i suoi contatti: finché non lo fa il profilo non si può acquistare',
  profile_missing: 'Questo profilo non è più disponibile: non ti è stato scalato alcun credito.',
} as const;
export type PurchaseRefusal = keyof typeof PURCHASE_REFUSALS;

export const isPurchaseRefusal = (code: unknown): code is PurchaseRefusal =>
  typeof code === 'string' && Object.hasOwn(PURCHASE_REFUSALS, code);

/** The refusal's text; an exclusivity's end (YYYY-MM-DD) written DD/MM/YYYY as the portal shows dates. */
export function purchaseRefusal(code: PurchaseRefusal, esclusiva?: string | null): string {
  const text: string = PURCHASE_REFUSALS[code];
  if (code !== 'exclusive') return text;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(esclusiva ?? '');
  return day
    ? text.replace('{data}', `${day[3]}/${day[2]}/${day[1]}`)
    : text.replace(' fino al {data}', '').replace('dopo quella data', 'alla fine dell’esclusiva');
}
