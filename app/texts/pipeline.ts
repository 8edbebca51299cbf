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

/** The titolare's API keys for an ATS (/company-info/chiavi-api). */
export const apiKeys = {
  title: 'Chiavi API per il tuo ATS',
  link: 'Chiavi API per il tuo ATS',
  back: 'Torna ai dati aziendali',
  unknownAction: 'Operazione non riconosciuta',
  hint: 'Una chiave permette al tuo software di selezione (ATS) di leggere i candidati sbloccati dalla tua azienda. La chiave si vede una sola volta: copiala subito.',
  name: 'Nome della chiave',
  create: 'Crea chiave',
  created: 'Ecco la nuova chiave. Copiala ora: non sarà più mostrata.',
  revoke: 'Revoca',
  revoked: (when: string) => `Revocata il ${when}`,
  used: (when: string) => `Usata l’ultima volta il ${when}`,
  neverUsed: 'Mai usata',
  none: 'Nessuna chiave.',
  createdOn: (when: string) => `Creata il ${when}`,
};
