// The candidate's CV as a PDF (issue 42 item 5): the answers of the download routes (server only; the link's
// label is common.cvDownload).
export const cv = {
  /** The company's route: a locked, hidden or unknown profile (Strapi decides), or an id that names none. */
  notFound: 'CV non disponibile: il profilo non esiste o non è tra quelli che hai sbloccato.',
  /** The candidate's own route, when Strapi finds no profile of theirs. */
  ownMissing: 'CV non disponibile: completa prima il tuo profilo.',
  refused: 'Non puoi scaricare questo CV.',
};
