// A job post as the candidate's job board shows it: enumerations resolved to Italian labels, province code to
// its name, date in Italian format. Pure; built by the loader.
import type { BoardJobPost, CompanyJobPost } from '#contracts/job-posts.ts';
import {
  RAL_DESIDERATA,
  TIPO_CONTRATTO,
  TITOLO_STUDIO_LEVELS,
  nomeOfProvincia,
  optionLabel,
} from '#catalog/index.ts';
import { formatDateIt } from '#app/lib/date-it.ts';

/** A post of the candidates' board as Strapi answers it (the optional fields may be missing in older answers). */
export type JobPostInput = Pick<
  BoardJobPost,
  'documentId' | 'posizione' | 'createdAt' | 'hr_company' | 'interessato'
> &
  Partial<
    Pick<
      BoardJobPost,
      | 'settori'
      | 'titoloStudio'
      | 'esperienza'
      | 'qualifica'
      | 'tipoContratto'
      | 'residenza'
      | 'ral'
      | 'benefits'
      | 'distanza'
    >
  >;

export type JobPostView = {
  id: string;
  posizione: string;
  azienda: string | null;
  luogo: string | null;
  contratto: string | null;
  ral: string | null;
  benefits: string | null;
  titoloStudio: string | null;
  esperienza: string | null;
  qualifica: string | null;
  settori: string[];
  pubblicato: string;
  interessato: boolean;
  /** Kilometres from the candidate's comune to the post's, rounded by Strapi; null when unknown. */
  distanza: number | null;
};

const clean = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const luogo = (sigla: unknown): string | null => {
  const code = clean(sigla);
  if (!code) return null;
  const nome = nomeOfProvincia(code);
  return nome ? `${nome} (${code})` : code;
};

const titolo = (value: unknown): string | null => {
  const level = Number(value);
  if (!clean(String(value ?? '')) || !Number.isInteger(level) || level <= 0) return null;
  return optionLabel(TITOLO_STUDIO_LEVELS, level) ?? null;
};

export function jobPostView(post: JobPostInput): JobPostView {
  return {
    id: post.documentId,
    posizione: post.posizione,
    azienda: clean(post.hr_company?.nome),
    luogo: luogo(post.residenza),
    contratto: optionLabel(TIPO_CONTRATTO, post.tipoContratto) ?? clean(post.tipoContratto),
    ral: optionLabel(RAL_DESIDERATA, post.ral) ?? null,
    benefits: clean(post.benefits),
    titoloStudio: titolo(post.titoloStudio),
    esperienza: clean(post.esperienza),
    qualifica: clean(post.qualifica),
    settori: (post.settori ?? []).map((s) => s.value).filter(Boolean),
    pubblicato: formatDateIt(post.createdAt),
    interessato: post.interessato === true,
    distanza: typeof post.distanza === 'number' ? post.distanza : null,
  };
}

/** A company's own post as its list and detail pages show it (issue 10). */
export type CompanyJobPostInput = Omit<JobPostInput, 'hr_company' | 'interessato'> &
  Pick<CompanyJobPost, 'visibile' | 'archiviato' | 'interessati' | 'autore'>;

export type CompanyJobPostView = Omit<JobPostView, 'azienda' | 'interessato' | 'distanza'> & {
  visibile: boolean;
  archiviato: boolean;
  interessati: number;
  autore: string | null;
};

export function companyJobPostView(post: CompanyJobPostInput): CompanyJobPostView {
  const {
    azienda: _azienda,
    interessato: _interessato,
    distanza: _distanza,
    ...view
  } = jobPostView({
    ...post,
    hr_company: null,
    interessato: false,
  });
  return {
    ...view,
    visibile: post.visibile,
    archiviato: post.archiviato,
    interessati: post.interessati,
    autore: clean(post.autore),
  };
}
