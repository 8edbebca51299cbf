// A candidate's profile as a company sees it (spec 02 §2, §3). Contact data comes from Strapi only once
// this company unlocked the profile; before, the page shows a blurred placeholder, never the real value.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import {
  MOBILITA,
  ORARI,
  RAL_DESIDERATA,
  TIPO_CONTRATTO,
  TIPO_LAUREA,
  TRASFERTA,
  VALORI_AZIENDALI,
} from '../../strapi/src/catalog/common';
import { FavouriteForms, FavouriteToggle, PurchaseControl } from '~/components/search/CandidateCard';
import { useCompanyCredit } from '~/components/search/useCompanyCredit';
import { PurchaseDialogs } from '~/components/search/PurchaseDialogs';
import { SchedaTecnicaView } from '~/components/search/SchedaTecnicaView';
import { buttonClass } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { formatDateIt } from '~/lib/date-it';
import { mediaUrl } from '~/lib/media';
import { authedFetch, requireCompany } from '~/server/auth.server';
import { candidateAction, type CandidateCard } from '~/server/human-resources.server';
import { common, resourceProfile as texts } from '~/texts';
import { pageMeta } from '~/lib/meta';

type Profile = CandidateCard & Record<string, unknown>;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta(loaded?.profile ? `${loaded.profile.nome} ${loaded.profile.cognome}` : texts.notFound);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCompany(request);
  const id = params.id ?? '';
  if (!/^[A-Za-z0-9]{1,40}$/.test(id)) return data({ profile: null }, 404);
  const result = await authedFetch<{ data: Profile }>(request, `/api/human-resources/${id}`);
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) return data({ profile: null }, 404);
    throw new Response(result.error.message, { status: result.status });
  }
  return { profile: result.data.data };
}

export const action = ({ request }: ActionFunctionArgs) => candidateAction(request);

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: unknown) =>
  options.find((option) => option.value === value)?.label ?? (typeof value === 'string' ? value : '');

const str = (value: unknown) => (typeof value === 'string' ? value : '');

const yesNo = (value: unknown) => (value ? texts.yes : texts.no);

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="py-1 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="text-slate-700 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A titled list of rows; `after` (a hint, a button) follows the list: a <dl> holds only dt/dd groups. */
function Section({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl>{children}</dl>
      {after}
    </section>
  );
}

/** A fixed-shape blurred stand-in: the real value is not in the page at all. */
function Locked({ width }: { width: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block select-none rounded bg-slate-300 blur-sm ${width}`}
      data-testid="contact-placeholder"
    >
      &nbsp;
    </span>
  );
}

function BackButton() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Link
      to="/company-home"
      className={buttonClass('secondary')}
      onClick={(event) => {
        if (hydrated && window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      {texts.back}
    </Link>
  );
}

export default function ResourceProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const location = useLocation();
  const credito = useCompanyCredit();
  if (!profile) {
    return (
      <main id="contenuto" className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">{texts.notFound}</h1>
        <div className="mt-6">
          <BackButton />
        </div>
      </main>
    );
  }
  const p = profile;
  const here = location.pathname;
  const picture = p.picture ? mediaUrl(p.picture) : null;
  const lingue = Array.isArray(p.lingue) ? (p.lingue as Array<{ lingua?: string; livello?: string }>) : [];
  const list = (value: unknown, options?: ReadonlyArray<{ value: string; label: string }>) =>
    Array.isArray(value) && value.length > 0
      ? value.map((v) => (options ? labelOf(options, v) : String(v))).join(', ')
      : null;
  const acquista = params.get('acquista');

  return (
    <main id="contenuto" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackButton />
        <div className="flex items-center gap-3">
          <FavouriteToggle card={p} redirectTo={here} />
          <div className="w-56">
            <PurchaseControl card={p} purchaseHref={`${here}?acquista=${p.id}`} />
          </div>
        </div>
      </div>
      <header className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5">
        {picture ? <img src={picture} alt="" className="h-24 w-24 rounded-full object-cover" /> : null}
        <div>
          <h1 className="text-2xl font-bold">
            {p.nome} {p.cognome}
          </h1>
          {p.eta !== null ? <p className="text-slate-600">{p.eta} anni</p> : null}
          <p className="text-sm text-slate-600">
            {texts.updated}: {formatDateIt(str(p.ultima_modifica))}
          </p>
          {p.unlocked ? (
            <p className="text-sm text-emerald-800">{texts.unlockedOn(formatDateIt(p.data_sblocco))}</p>
          ) : null}
        </div>
      </header>
      <Section
        title={texts.contacts}
        after={p.unlocked ? null : <p className="mt-2 text-sm text-slate-600">{texts.lockedHint}</p>}
      >
        <Row label={texts.email}>{p.unlocked ? String(p.email ?? '') : <Locked width="w-56" />}</Row>
        <Row label={texts.telefono}>{p.unlocked ? String(p.telefono ?? '') : <Locked width="w-32" />}</Row>
        <Row label={texts.indirizzo}>{p.unlocked ? String(p.indirizzo ?? '') : <Locked width="w-64" />}</Row>
        <Row label={texts.residence}>
          {[p.cap, p.citta, p.provincia ? `(${String(p.provincia)})` : ''].filter(Boolean).join(' ')}
        </Row>
      </Section>
      <Section
        title={texts.skills}
        after={
          <div className="mt-3">
            <Link to={`${here}?scheda=1`} preventScrollReset className={buttonClass('secondary')}>
              {texts.schedaOpen}
            </Link>
          </div>
        }
      >
        <Row label={texts.aree}>{list(p.aree_di_competenza)}</Row>
        <Row label={texts.conoscenze}>
          {[list(p.conoscenze_informatiche), p.conoscenze_informatiche_text].filter(Boolean).join(' — ')}
        </Row>
        <Row label={texts.conoscenzaItaliano}>{yesNo(p.conoscenza_italiano)}</Row>
        <Row label={texts.lingue}>
          {lingue.map((l) => `${l.lingua ?? ''} (${l.livello ?? ''})`).join(', ')}
        </Row>
      </Section>
      <Section title={texts.mobilityTitle}>
        <Row label={texts.mobilita}>{labelOf(MOBILITA, p.mobilita)}</Row>
        <Row label={texts.trasferta}>{labelOf(TRASFERTA, p.trasferta)}</Row>
        <Row label={texts.categorieProtette}>{yesNo(p.categorie_protette)}</Row>
        <Row label={texts.automunito}>{yesNo(p.automunito_bool)}</Row>
        <Row label={texts.incentivi}>{yesNo(p.incentivi_assunzione)}</Row>
        <Row label={texts.occupazione}>{str(p.occupazione)}</Row>
        <Row label={texts.esperienza}>{str(p.esperienza)}</Row>
        <Row label={texts.qualifica}>{str(p.qualifica)}</Row>
      </Section>
      <Section title={texts.educationTitle}>
        <Row label={texts.qualificaProfessionale}>
          {[p.qualifica_professionale_enum, p.qualifica_professionale_text].filter(Boolean).join(' — ')}
        </Row>
        <Row label={texts.perito}>{[p.perito_enum, p.perito_text].filter(Boolean).join(' — ')}</Row>
        <Row label={texts.laurea}>{labelOf(TIPO_LAUREA, p.tipo_laurea)}</Row>
        <Row label={texts.ingegnere}>{[p.ingegnere_enum, p.ingegnere_text].filter(Boolean).join(' — ')}</Row>
        <Row label={texts.specializzazione}>
          {p.specializzazione_bool ? String(p.specializzazione_text ?? texts.yes) : texts.no}
        </Row>
        <Row label={texts.certificazione}>
          {p.certificazione_bool ? String(p.certificazione_text ?? texts.yes) : texts.no}
        </Row>
      </Section>
      <Section title={texts.valuesTitle}>
        {VALORI_AZIENDALI.map((v) => (
          <Row key={v.value} label={v.label}>{`${Number(p[v.value] ?? 0)}/3`}</Row>
        ))}
      </Section>
      <Section title={texts.preferencesTitle}>
        <Row label={texts.ral}>{labelOf(RAL_DESIDERATA, p.ral_desiderata)}</Row>
        <Row label={texts.trattabile}>{yesNo(p.trattabile)}</Row>
        <Row label={texts.benefits}>{str(p.benefits)}</Row>
        <Row label={texts.contratto}>{list(p.tipo_contratto, TIPO_CONTRATTO)}</Row>
        <Row label={texts.orari}>{list(p.orari, ORARI)}</Row>
        <Row label={texts.mansioni}>{list(p.mansioni_preferite)}</Row>
      </Section>
      {params.get('scheda') === '1' ? (
        <Dialog
          title={texts.schedaTitle}
          closeTo={here}
          actions={
            <Link to={here} replace preventScrollReset className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <SchedaTecnicaView value={p.scheda_tecnica} />
        </Dialog>
      ) : null}
      <FavouriteForms redirectTo={here} />
      <PurchaseDialogs
        candidateId={acquista === String(p.id) && !p.unlocked ? acquista : null}
        credito={credito}
        esclusiva={p.esclusiva}
        closeTo={here}
        redirectTo={here}
      />
    </main>
  );
}
