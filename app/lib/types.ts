// Shapes the Remix server reads from Strapi (Strapi 5 flat shape, after `normalize`).

export type Media = {
  id: number;
  url: string;
  name?: string;
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string }>> | null;
};

export type HrUser = {
  id: number;
  documentId?: string;
  nome: string;
  cognome: string;
  email?: string;
  picture?: Media | null;
  [field: string]: unknown;
};

export type HrCompany = {
  id: number;
  documentId?: string;
  nome: string;
  crediti?: number | null;
  crediti_abbonamento?: number | null;
  aut_min?: string | null;
  logo?: Media | null;
  abbonamento_brand?: boolean | null;
  visite_azienda?: number | null;
  [field: string]: unknown;
};

export type CurrentUser = {
  id: number;
  email: string;
  hr_user: HrUser | null;
  hr_company: HrCompany | null;
  /** The caller's place in its company's team (issue 27); absent or null for a candidate. */
  team?: { ruolo: 'titolare' | 'membro'; nome: string; puo_acquistare: boolean } | null;
};
