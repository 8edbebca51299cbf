/**
 * Search terms of the technical sheet (decisions.md "Search filters"): the words a company types in the
 * `scheda_tecnica` filter and the words of a candidate's sheet go through the same function, so that both sides
 * agree on case, accents and punctuation. A query word matches a sheet term that begins with it ("sinum" finds
 * "Siemens Sinumerik", "qualita" finds "Qualità").
 */
import { schedaTecnicaWords } from './helpers';

/** Longest term stored and compared; longer words are cut (no real option or brand name comes close). */
export const MAX_TERM_LENGTH = 64;

/** Italian articles, prepositions and conjunctions: they occur in most sheets and select nothing. */
const STOP_WORDS = new Set([
  ...'a ad agli ai al alla alle allo col con da dai dal dalla dalle'.split(' '),
  ...'degli dei del della delle dello di e ed fra gli i il in la le lo'.split(' '),
  ...'nei nel nella o per su sui sul sulla tra un una uno'.split(' '),
]);

/** Lower case, accents removed, split on anything that is not a letter or a digit, stop words and repeats dropped. */
export function termsOfText(text: string): string[] {
  const terms = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '' && !STOP_WORDS.has(term))
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
  return [...new Set(terms)];
}

/** Every term of the ticked options and extra texts of a stored sheet (what the search index holds). */
export function schedaTecnicaTerms(sheet: unknown): string[] {
  return [...new Set(schedaTecnicaWords(sheet).flatMap(termsOfText))];
}
