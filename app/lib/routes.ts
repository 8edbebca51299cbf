// Which private paths belong to which profile type, and where each type lands after login.

export type ProfileType = 'candidate' | 'company';

export const HOME: Record<ProfileType, string> = {
  candidate: '/profilo',
  company: '/company-home',
};

const CANDIDATE_PREFIXES = [
  '/profilo',
  '/bacheca-annunci',
  '/impostazioni',
  '/onboarding-u',
  '/stato-occupazionale',
  '/titolo-di-studio',
  '/conoscenze-informatiche',
  '/conoscenze-linguistiche',
  '/mansioni',
  '/scheda-tecnica',
  '/valori-aziendali-ricercati',
  '/altre-informazioni',
  '/aggiornamento',
  '/aziende',
  '/scarica-i-miei-dati',
];

const COMPANY_PREFIXES = [
  '/company-',
  '/resource-profile/',
  '/payment-success',
  '/payment-error',
  '/impostazioni',
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('-') || prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/** True for a same-site path (no scheme, no host, no protocol-relative or backslash tricks). */
export function isSafeLocalPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return false;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  // Control characters could be used to smuggle a different URL past the checks above.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  return !/[\u0000-\u001f\\]/.test(target);
}

export function isPathOfProfile(target: string, type: ProfileType): boolean {
  const pathname = target.split(/[?#]/)[0];
  const prefixes = type === 'candidate' ? CANDIDATE_PREFIXES : COMPANY_PREFIXES;
  return prefixes.some((prefix) => matchesPrefix(pathname, prefix));
}

/** Where to go after login: `redirectTo` when it is a safe path of the user's profile type, else their home. */
export function afterLoginPath(redirectTo: unknown, type: ProfileType): string {
  if (isSafeLocalPath(redirectTo) && isPathOfProfile(redirectTo, type)) return redirectTo;
  return HOME[type];
}

/** The login URL that brings the visitor back to `pathWithSearch` afterwards. */
export function loginPath(pathWithSearch?: string): string {
  if (!pathWithSearch || pathWithSearch === '/' || !isSafeLocalPath(pathWithSearch)) return '/';
  return `/?${new URLSearchParams({ redirectTo: pathWithSearch })}`;
}
