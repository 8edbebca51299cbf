// Company data by VAT number (spec 02 §7): an external provider, called server-side only, so its token never
// reaches the browser. Configured by COMPANY_LOOKUP_URL and COMPANY_LOOKUP_TOKEN; without them there is no
// lookup. Errors are only logged (spec 02 §8): the user simply types the data.
//
// Provider API (modelled on the Italian company-data APIs, e.g. openapi.com "IT-advanced"):
//   GET {COMPANY_LOOKUP_URL}/IT-advanced/{piva}    Authorization: Bearer {COMPANY_LOOKUP_TOKEN}
//   200 {"success":true,"data":[{"vatCode":"…","companyName":"…","sdiCode":"…",
//        "atecoClassification":{"ateco":{"code":"25.62.00","description":"…"}}}]}
//   404 / {"success":false,"data":[]} when the VAT number is unknown.
import { COMPANY_PATTERNS } from '#catalog/company-rules.ts';
import { RateLimiter } from '#app/server/rate-limit.server.ts';

// The provider is paid per call and the registration form is public: at most 30 lookups per client IP every
// 15 minutes (past that, the visitor types the data).
const lookupLimiter = new RateLimiter('company-lookup', 30, 15 * 60 * 1000);

export type CompanyLookup = { codice_ateco?: string; settore?: string; sdi?: string };

type ProviderCompany = {
  sdiCode?: unknown;
  atecoClassification?: { ateco?: { code?: unknown; description?: unknown } };
};

const str = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;

/** True when the spec asks for a lookup: a complete, valid VAT number and no SDI code yet. */
export function shouldLookup(piva: unknown, sdi: unknown): piva is string {
  return (
    typeof piva === 'string' &&
    COMPANY_PATTERNS.piva.test(piva.trim()) &&
    !(typeof sdi === 'string' && sdi.trim())
  );
}

export async function lookupCompany(ip: string, piva: string): Promise<CompanyLookup | null> {
  const base = process.env.COMPANY_LOOKUP_URL?.replace(/\/$/, '');
  const token = process.env.COMPANY_LOOKUP_TOKEN;
  if (!base || !token) return null;
  if (!(await lookupLimiter.take(ip))) {
    console.warn(`[company-lookup] ${ip}: too many lookups`);
    return null;
  }
  try {
    const response = await fetch(`${base}/IT-advanced/${encodeURIComponent(piva.trim())}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) {
      console.warn(`[company-lookup] ${piva}: provider answered ${response.status}`);
      return null;
    }
    const body = (await response.json()) as { data?: ProviderCompany[] };
    const company = Array.isArray(body.data) ? body.data[0] : undefined;
    if (!company) return null;
    return {
      codice_ateco: str(company.atecoClassification?.ateco?.code),
      settore: str(company.atecoClassification?.ateco?.description),
      sdi: str(company.sdiCode),
    };
  } catch (error) {
    console.warn(`[company-lookup] ${piva}: ${(error as Error).message}`);
    return null;
  }
}
