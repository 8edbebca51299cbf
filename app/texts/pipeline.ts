// The recruiter's pipeline (issue 43): stages, notes, a job post's pipeline, the filters of the unlocked list, the
// export. The stages' names and Strapi's refusals are the catalog's (strapi/src/catalog/pipeline.ts).
import { NOTA_MAX } from '#catalog/pipeline.ts';

export const pipeline = {
  title: 'Selezione',
  stage: 'Fase',
  stageSave: 'Aggiorna fase',
  stageSaved: 'Fase aggiornata',
  stageBy: (who: string | null, when: string) =>
    who ? `Fase aggiornata da ${who} il ${when}` : `Fase aggiornata il ${when}`,
  jobPost: 'Annuncio',
  noJobPost: 'Nessun annuncio',
  attach: 'Aggiungi all’annuncio',
  notesTitle: 'Note del team',
  notesHint: `Visibili solo al team della tua azienda, mai al candidato. Al massimo ${NOTA_MAX} caratteri.`,
  noNotes: 'Nessuna nota.',
  noteLabel: 'Nuova nota',
  noteAdd: 'Aggiungi nota',
  noteEditLabel: 'Modifica la nota',
  noteSave: 'Salva nota',
  noteDelete: 'Elimina nota',
  noteBy: (who: string | null, when: string) => (who ? `${who}, ${when}` : when),
  noteEdited: '(modificata)',
  lastNote: 'Ultima nota',
  pipelineTitle: 'Candidati per fase',
  pipelineEmpty: 'Nessun candidato in questa fase.',
  toUnlock: (n: number) =>
    n === 1 ? '1 interessato ancora da sbloccare' : `${n} interessati ancora da sbloccare`,
  countsLabel: 'Candidati per fase',
  filtersTitle: 'Filtra i candidati sbloccati',
  filterStage: 'Fase',
  filterJobPost: 'Annuncio',
  filterBy: 'Sbloccato da',
  any: 'Tutti',
  mine: 'I miei',
  applyFilters: 'Applica filtri',
  clearFilters: 'Azzera filtri',
  exportTitle: 'Esporta',
  exportCsv: 'Scarica CSV',
  exportXlsx: 'Scarica Excel',
  failed: 'Operazione non riuscita: riprova.',
};
