/**
 * The shared patterns of spec 01 §5 ("Shared patterns defined for the product"), the only copy: the candidate
 * wizard, the company forms, the sign-in forms and Strapi's validation all test against these.
 *
 * ES5 library only (see options.ts).
 */

// `x@y.zz`: no blank and one @; the free-text rule looks for the same shape inside a text.
const EMAIL_BODY = '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}';

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export const PATTERNS = {
  /** E-mail: a general pattern. */
  email: new RegExp('^' + EMAIL_BODY + '$'),
  /** VAT number (P. IVA): 11 digits. */
  piva: /^\d{11}$/,
  /** Tax code: 11 digits (a company's is its VAT number) or 16 uppercase letters and digits. */
  cf: /^(?:\d{11}|[A-Z0-9]{16})$/,
  /**
   * Phone: optional plus, 3 digits optionally in parentheses, optional separator, then 4 to 10 digits. The `-`
   * stands outside the class so that the source also compiles as an HTML `pattern` attribute (the `v` flag).
   */
  telefono: /^\+?(?:\(\d{3}\)|\d{3})(?:-|[\s.])?\d{4,10}$/,
  /** Italian postal code (C.A.P.): exactly 5 digits. */
  cap: /^\d{5}$/,
  /** A date as YYYY-MM-DD (the calendar check is `isValidNascita`). */
  nascita: /^\d{4}-\d{2}-\d{2}$/,
} as const;

/** An e-mail address somewhere inside a text (free-text rule). */
export const EMAIL_IN_TEXT = new RegExp(EMAIL_BODY);

/** A trimmed e-mail address of at most EMAIL_MAX characters matching the pattern. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && PATTERNS.email.test(value);
}
