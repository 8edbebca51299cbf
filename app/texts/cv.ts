// The candidate's CV as a PDF (issue 42 item 5): the link on /profilo and on an unlocked profile, and the answers
// of the download routes. Imported from this module by those pages only, so other pages' JavaScript does not carry
// them.
export const cv = {
  download: 'Scarica il CV (PDF)',
  /** The company's route: a locked, hidden or unknown profile (Strapi decides), or an id that names none. */
  notFound: 'CV non disponibile: il profilo non esiste o non è tra quelli che hai sbloccato.',
  /** The candidate's own route, when Strapi finds no profile of theirs. */
  ownMissing: 'CV non disponibile: completa prima il tuo profilo.',
  refused: 'Non puoi scaricare questo CV.',
};
