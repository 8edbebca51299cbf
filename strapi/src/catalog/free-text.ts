/**
 * The free-text rule of spec 01 §5, shared by the Remix wizard and Strapi (see profile-rules.ts): a free text
 * may not contain an e-mail address, a phone-like number of 6-15 digits or a street address.
 * ES5 library only (see options.ts).
 */
import { EMAIL_IN_TEXT } from './patterns';

export const FREE_TEXT_MESSAGES = {
  noEmail: "Non puoi inserire l'email",
  noPhone: 'Non puoi inserire un numero di telefono',
  noAddress: 'Non puoi inserire un indirizzo',
} as const;

// Free-text rule (spec 01 §5). The e-mail is the shared pattern's shape (patterns.ts). The phone-like number is 6-15 digits, optionally split by single spaces
// ("347 1234567"); the street address is a street word followed by a word starting with a capital letter
// or a digit ("Via Roma", "corso 4 Novembre"), so that "Corso regionale di programmazione" stays allowed.
const PHONE_IN_TEXT = /(^|[^\d])\+?\d(?: ?\d){5,14}(?!\d)/;
const ADDRESS_IN_TEXT = /(^|[^A-Za-zÀ-ÿ])(via|viale|piazza|strada|corso|contrada|vicolo)\s+[A-ZÀ-Ý0-9]/i;
const ADDRESS_WORD = /(^|[^A-Za-zÀ-ÿ])(via|viale|piazza|strada|corso|contrada|vicolo)\s+([^\s]+)/gi;
// A street written in lower case is still an address when a house number follows its name ("via roma 1",
// "piazza san marco, 12"). "corso" is left out here: "corso di saldatura 40 ore" is a training course.
const LOWER_CASE_ADDRESS =
  /(^|[^A-Za-zÀ-ÿ])(via|viale|piazza|piazzale|largo|strada|contrada|vicolo)\s+[a-zà-ÿ'.]+(?:\s+[a-zà-ÿ'.]+){0,3},?\s+\d{1,4}(?![\d-])/i;

function containsAddress(text: string): boolean {
  if (LOWER_CASE_ADDRESS.test(text)) return true;
  if (!ADDRESS_IN_TEXT.test(text)) return false;
  ADDRESS_WORD.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ADDRESS_WORD.exec(text)) !== null) {
    const first = match[3].charAt(0);
    if (/[0-9]/.test(first) || (first !== first.toLowerCase() && first === first.toUpperCase())) return true;
  }
  return false;
}

/** The free-text rule: the first violated message, or null. `address: false` for the address field itself. */
export function freeTextIssue(text: string, options: { address?: boolean } = {}): string | null {
  if (EMAIL_IN_TEXT.test(text)) return FREE_TEXT_MESSAGES.noEmail;
  if (PHONE_IN_TEXT.test(text)) return FREE_TEXT_MESSAGES.noPhone;
  if (options.address !== false && containsAddress(text)) return FREE_TEXT_MESSAGES.noAddress;
  return null;
}
