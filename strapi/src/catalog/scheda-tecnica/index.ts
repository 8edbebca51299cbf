export { SCHEDA_TECNICA, type SchedaTecnica, type SchedaTecnicaNode } from './definition';
export {
  SCHEDA_TECNICA_MESSAGES,
  SCHEDA_TECNICA_VUOTA,
  emptySchedaTecnica,
  isSchedaTecnicaEmpty,
  normalizeSchedaTecnica,
  schedaTecnicaFromForm,
  schedaTecnicaSummary,
  schedaTecnicaWords,
  validateSchedaTecnica,
  type SchedaTecnicaIssue,
} from './helpers';
export { MAX_TERM_LENGTH, schedaTecnicaTerms, termsOfText } from './terms';
export type {
  SchedaChoiceField,
  SchedaFieldsValue,
  SchedaGroup,
  SchedaMultiField,
  SchedaNode,
  SchedaNodeValue,
  SchedaSingleField,
  SchedaTextField,
} from './model';
