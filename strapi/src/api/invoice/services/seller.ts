// The seller (cedente prestatore) of every invoice, from configuration (README "Invoices"). Nothing here has a
// default: an invoice with invented seller data is worse than none, so a missing value makes the portal refuse to
// issue invoices and say which variables are missing (bootstrap logs it at start, fulfilment at each payment).
import { COMPANY_PATTERNS } from '../../../catalog/company-rules';

export type Seller = {
  denominazione: string;
  piva: string;
  codiceFiscale: string;
  regimeFiscale: string;
  indirizzo: string;
  numeroCivico?: string;
  cap: string;
  comune: string;
  provincia: string;
  email?: string;
  rea?: {
    ufficio: string;
    numero: string;
    capitaleSociale?: string;
    socioUnico?: 'SU' | 'SM';
    liquidazione: 'LN' | 'LS';
  };
};

const REQUIRED = {
  denominazione: 'SELLER_DENOMINAZIONE',
  piva: 'SELLER_PIVA',
  codiceFiscale: 'SELLER_CODICE_FISCALE',
  indirizzo: 'SELLER_INDIRIZZO',
  cap: 'SELLER_CAP',
  comune: 'SELLER_COMUNE',
  provincia: 'SELLER_PROVINCIA',
} as const;

export type SellerConfig = { ok: true; seller: Seller } | { ok: false; missing: string[] };

export function sellerFromEnv(env: Record<string, string | undefined> = process.env): SellerConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  const missing: string[] = [];
  const values = {} as Record<keyof typeof REQUIRED, string>;
  for (const [key, name] of Object.entries(REQUIRED) as Array<[keyof typeof REQUIRED, string]>) {
    const value = read(name);
    if (value) values[key] = value;
    else missing.push(name);
  }
  if (values.piva && !COMPANY_PATTERNS.piva.test(values.piva)) missing.push('SELLER_PIVA (11 cifre)');
  if (values.cap && !COMPANY_PATTERNS.cap.test(values.cap)) missing.push('SELLER_CAP (5 cifre)');
  if (values.provincia && !/^[A-Z]{2}$/.test(values.provincia)) missing.push('SELLER_PROVINCIA (sigla)');
  const reaUfficio = read('SELLER_REA_UFFICIO');
  const reaNumero = read('SELLER_REA_NUMERO');
  if (Boolean(reaUfficio) !== Boolean(reaNumero))
    missing.push('SELLER_REA_UFFICIO e SELLER_REA_NUMERO (entrambi)');
  if (values.codiceFiscale && !COMPANY_PATTERNS.cf.test(values.codiceFiscale))
    missing.push('SELLER_CODICE_FISCALE (11 cifre o 16 caratteri)');
  if (missing.length) return { ok: false, missing };
  const socioUnico = read('SELLER_REA_SOCIO_UNICO');
  return {
    ok: true,
    seller: {
      ...values,
      regimeFiscale: read('SELLER_REGIME_FISCALE') ?? 'RF01',
      numeroCivico: read('SELLER_NUMERO_CIVICO'),
      email: read('SELLER_EMAIL'),
      rea:
        reaUfficio && reaNumero
          ? {
              ufficio: reaUfficio,
              numero: reaNumero,
              capitaleSociale: read('SELLER_REA_CAPITALE_SOCIALE'),
              socioUnico: socioUnico === 'SU' || socioUnico === 'SM' ? socioUnico : undefined,
              liquidazione: read('SELLER_REA_STATO_LIQUIDAZIONE') === 'LS' ? 'LS' : 'LN',
            }
          : undefined,
    },
  };
}

/** The seller (cedente) of every invoice, from the environment. */
const sellerService = () => ({ fromEnv: () => sellerFromEnv() });

export type SellerService = ReturnType<typeof sellerService>;

export default sellerService;
