// The recruiter's pipeline in Strapi (issue 43): stages and notes changed by two people of one team are seen by
// each other and by nobody outside the company; "Non raggiungibile" follows the guarantee report; a job post's
// pipeline and its counts; bad input (unknown stage, a note over the limit, another company's candidate) is a 4xx
// with an Italian message and saves nothing. Runs on SQLite and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import { NOTA_MAX, PIPELINE_MESSAGGI } from '#catalog/pipeline.ts';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { publishJobPost } from '../../support/job-post';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';
import { addMember } from '../../support/team';
import type { PipelineCandidate, PipelineNote } from '#contracts/pipeline.ts';

const accounts = ownAccounts('pipeline');
afterEach(() => accounts.removeAll());

/** A company with a member (Giulia Rossi), 5 credits, and `count` candidates of the test's own it unlocked. */
async function teamWithUnlocks(count = 1, overrides: Record<string, unknown> = {}) {
  const company = await accounts.company();
  await setCredits(company.id, 5);
  const titolare = await jwtFor(company.email);
  const member = await addMember(company.email, 'pipeline', { nome: 'Giulia', cognome: 'Rossi' });
  const candidates = [];
  for (let i = 0; i < count; i += 1) {
    const candidate = await accounts.candidate(overrides);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: titolare,
    });
    expect(unlocked.status).toBe(200);
    candidates.push(candidate);
  }
  return { company, titolare, member, candidates };
}

const list = async (jwt: string, query = '') => {
  const { status, body } = await strapi(`/api/pipeline${query}`, { jwt });
  expect(status).toBe(200);
  return body.data as PipelineCandidate[];
};

const setFase = (jwt: string, id: number | string, fase: unknown) =>
  strapi(`/api/pipeline/candidates/${id}/fase`, { method: 'PUT', jwt, json: { fase } });

const addNote = (jwt: string, id: number | string, testo: unknown) =>
  strapi(`/api/pipeline/candidates/${id}/notes`, { method: 'POST', jwt, json: { testo } });

const storedFase = async (companyId: number, candidateId: number) =>
  (
    await sql<{ fase: string | null }>('SELECT fase FROM unlocks WHERE chiave = ?', [
      `${companyId}:${candidateId}`,
    ])
  )[0]?.fase;

const noteCount = async (companyId: number) =>
  Number(
    (
      await sql<{ n: number }>(
        `SELECT count(*) AS n FROM candidate_notes n
           JOIN candidate_notes_hr_company_lnk c ON c.candidate_note_id = n.id WHERE c.hr_company_id = ?`,
        [companyId],
      )
    )[0].n,
  );

const errorOf = (body: Record<string, unknown>) =>
  (body.error as { message: string; details: { code: string } } | undefined) ?? null;

describe('stages and notes shared by the team', () => {
  it('a member’s stage and the titolare’s note are seen by both, with who and when', async () => {
    const { titolare, member, candidates } = await teamWithUnlocks();
    const [candidate] = candidates;

    // A new unlock is "Da contattare".
    const [fresh] = await list(titolare);
    expect(fresh).toMatchObject({ id: candidate.id, fase: 'da_contattare', email: candidate.email });

    const moved = await setFase(member.jwt, candidate.id, 'colloquio');
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ fase: 'colloquio', fase_da: 'Giulia Rossi' });

    const note = await addNote(titolare, candidate.documentId, 'Disponibile da <b>lunedì</b> & in trasferta');
    expect(note.status).toBe(201);

    for (const jwt of [titolare, member.jwt]) {
      const [seen] = await list(jwt);
      expect(seen.fase).toBe('colloquio');
      expect(seen.fase_da).toBe('Giulia Rossi');
      expect(Date.now() - new Date(seen.fase_il!).getTime()).toBeLessThan(60_000);
      // Stored as written: the page escapes it where it draws it.
      expect(seen.ultima_nota?.testo).toBe('Disponibile da <b>lunedì</b> & in trasferta');
    }
    const notes = await strapi(`/api/pipeline/candidates/${candidate.id}/notes`, { jwt: member.jwt });
    expect(notes.status).toBe(200);
    const [shown] = notes.body.data as PipelineNote[];
    // The member reads the titolare's note and may not change it; the titolare may change the member's.
    expect(shown.modificabile).toBe(false);
    const edit = await strapi(`/api/pipeline/notes/${shown.id}`, {
      method: 'PUT',
      jwt: member.jwt,
      json: { testo: 'cambiata' },
    });
    expect(edit.status).toBe(403);
    expect(errorOf(edit.body)?.message).toBe(PIPELINE_MESSAGGI.nota_altrui);

    const own = await addNote(member.jwt, candidate.id, 'Richiamare venerdì');
    const ownId = (own.body.data as PipelineNote).id;
    const byTitolare = await strapi(`/api/pipeline/notes/${ownId}`, {
      method: 'PUT',
      jwt: titolare,
      json: { testo: 'Richiamare sabato' },
    });
    expect(byTitolare.status).toBe(200);
    expect(byTitolare.body.data).toMatchObject({ testo: 'Richiamare sabato', autore: 'Giulia Rossi' });
    const removed = await strapi(`/api/pipeline/notes/${ownId}`, { method: 'DELETE', jwt: member.jwt });
    expect(removed.status).toBe(200);
    const after = await strapi(`/api/pipeline/candidates/${candidate.id}/notes`, { jwt: titolare });
    expect((after.body.data as PipelineNote[]).map((n) => n.id)).toEqual([shown.id]);
  });

  it('nobody outside the company sees or changes them', async () => {
    const { company, titolare, candidates } = await teamWithUnlocks();
    const [candidate] = candidates;
    await setFase(titolare, candidate.id, 'proposta');
    const note = await addNote(titolare, candidate.id, 'Nota riservata');
    const noteId = (note.body.data as PipelineNote).id;

    const other = await accounts.company();
    const otherJwt = await jwtFor(other.email);
    expect(await list(otherJwt)).toEqual([]);
    for (const attempt of [
      strapi(`/api/pipeline/candidates/${candidate.id}`, { jwt: otherJwt }),
      strapi(`/api/pipeline/candidates/${candidate.id}/notes`, { jwt: otherJwt }),
      setFase(otherJwt, candidate.id, 'assunto'),
      addNote(otherJwt, candidate.id, 'intrusa'),
      strapi(`/api/pipeline/notes/${noteId}`, { method: 'PUT', jwt: otherJwt, json: { testo: 'x' } }),
      strapi(`/api/pipeline/notes/${noteId}`, { method: 'DELETE', jwt: otherJwt }),
    ]) {
      const { status, body } = await attempt;
      expect(status).toBe(404);
      expect(errorOf(body)?.message).toMatch(/^(Puoi gestire solo|Nota non trovata)/);
    }
    expect(await storedFase(company.id, candidate.id)).toBe('proposta');
    expect(await noteCount(company.id)).toBe(1);
    expect(await noteCount(other.id)).toBe(0);

    // The candidate themself: not a company (403), and nothing of the notes reaches them.
    const candidateJwt = await jwtFor(candidate.email);
    for (const path of ['/api/pipeline', `/api/pipeline/candidates/${candidate.id}/notes`]) {
      const { status, body } = await strapi(path, { jwt: candidateJwt });
      expect(status).toBe(403);
      expect(JSON.stringify(body)).not.toContain('Nota riservata');
    }
    const me = await strapi('/api/me', { jwt: candidateJwt });
    expect(JSON.stringify(me.body)).not.toContain('Nota riservata');
  });
});

describe('bad input: an Italian message, a 4xx, nothing saved', () => {
  it('an unknown stage, a note over the limit, an empty note, another company’s candidate', async () => {
    const { company, titolare, candidates } = await teamWithUnlocks();
    const [candidate] = candidates;

    for (const fase of ['licenziato', 'non_raggiungibile', '', 42, null]) {
      const { status, body } = await setFase(titolare, candidate.id, fase);
      expect(status).toBe(400);
      expect(errorOf(body)?.message).toBe(PIPELINE_MESSAGGI.fase_sconosciuta);
    }
    expect(await storedFase(company.id, candidate.id)).toBe('da_contattare');

    const long = await addNote(titolare, candidate.id, 'è'.repeat(NOTA_MAX + 1));
    expect(long.status).toBe(400);
    expect(errorOf(long.body)?.message).toBe(PIPELINE_MESSAGGI.nota_lunga);
    const empty = await addNote(titolare, candidate.id, '   ');
    expect(empty.status).toBe(400);
    expect(errorOf(empty.body)?.message).toBe(PIPELINE_MESSAGGI.nota_vuota);
    expect(await noteCount(company.id)).toBe(0);
    // Exactly the limit is accepted (accents count as one character each).
    expect((await addNote(titolare, candidate.id, 'è'.repeat(NOTA_MAX))).status).toBe(201);

    // A candidate another company unlocked, and one never unlocked: 404 for both, nothing saved.
    const other = await teamWithUnlocks();
    const foreign = other.candidates[0];
    expect((await setFase(titolare, foreign.id, 'colloquio')).status).toBe(404);
    expect((await addNote(titolare, foreign.id, 'x')).status).toBe(404);
    expect(await storedFase(other.company.id, foreign.id)).toBe('da_contattare');
    expect(await noteCount(company.id)).toBe(1);

    const filter = await strapi('/api/pipeline?fase=sconosciuta', { jwt: titolare });
    expect(filter.status).toBe(400);
    expect(errorOf(filter.body)?.message).toBe(PIPELINE_MESSAGGI.filtro_non_valido);
  });
});

describe('"Non raggiungibile" follows the guarantee report', () => {
  it('shows while the report is open, until the team sets a stage again', async () => {
    const { company, titolare, candidates } = await teamWithUnlocks();
    const [candidate] = candidates;
    const key = `${company.id}:${candidate.id}`;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const reported = await strapi(`/api/guarantee-reports/candidate/${candidate.id}`, {
      method: 'POST',
      jwt: titolare,
      json: { tentativo: 'entrambi', primo_tentativo: today },
    });
    expect(reported.status).toBe(201);
    expect((await list(titolare))[0].fase).toBe('non_raggiungibile');
    expect((await list(titolare, '?fase=non_raggiungibile')).map((c) => c.id)).toEqual([candidate.id]);

    // The candidate confirms their contacts: the report is closed as 'raggiungibile', the stage is the team's again.
    await sql("UPDATE guarantee_reports SET stato = 'raggiungibile' WHERE chiave = ?", [key]);
    expect((await list(titolare))[0].fase).toBe('da_contattare');
    await sql("UPDATE guarantee_reports SET stato = 'aperta' WHERE chiave = ?", [key]);
    expect((await setFase(titolare, candidate.id, 'contattato')).status).toBe(200);
    expect((await list(titolare))[0].fase).toBe('contattato');
  });
});

describe('a job post’s pipeline', () => {
  it('its interested and attached candidates by stage, the counts per post, the filters', async () => {
    const { titolare, member, candidates } = await teamWithUnlocks(3);
    const [interested, attached, elsewhere] = candidates;
    const activated = await strapi('/api/shop/activate', {
      method: 'POST',
      jwt: titolare,
      json: { product: 'promuovi_ricerca' },
    });
    expect(activated.status).toBe(200);
    const post = await publishJobPost(titolare, { posizione: 'Saldatore' });
    expect(post.status).toBe(201);
    const { id: postId, documentId } = post.body.data as { id: number; documentId: string };
    const locked = await accounts.candidate();
    for (const user of [interested.id, locked.id])
      await sql('INSERT INTO annuncis_hr_users_lnk (annunci_id, hr_user_id) VALUES (?, ?)', [postId, user]);

    const attach = await strapi(`/api/pipeline/candidates/${attached.id}/annuncio`, {
      method: 'PUT',
      jwt: member.jwt,
      json: { annuncio: documentId },
    });
    expect(attach.status).toBe(200);
    expect(attach.body.data).toMatchObject({ annuncio: { documentId, posizione: 'Saldatore' } });
    await setFase(member.jwt, attached.id, 'colloquio');

    const pipeline = await strapi(`/api/pipeline/job-posts/${documentId}`, { jwt: titolare });
    expect(pipeline.status).toBe(200);
    const data = pipeline.body.data as {
      fasi: Array<{ fase: string; candidati: PipelineCandidate[] }>;
      da_sbloccare: number[];
    };
    const byFase = Object.fromEntries(data.fasi.map((f) => [f.fase, f.candidati.map((c) => c.id)]));
    expect(byFase.da_contattare).toEqual([interested.id]);
    expect(byFase.colloquio).toEqual([attached.id]);
    expect(data.fasi.flatMap((f) => f.candidati.map((c) => c.id))).not.toContain(elsewhere.id);
    expect(data.da_sbloccare).toEqual([locked.id]);

    const counts = await strapi('/api/pipeline/job-posts', { jwt: member.jwt });
    expect(counts.body.data).toEqual({ [documentId]: { da_contattare: 1, colloquio: 1 } });

    // Another company's post cannot be attached to, nor read.
    const other = await accounts.company();
    const otherJwt = await jwtFor(other.email);
    expect((await strapi(`/api/pipeline/job-posts/${documentId}`, { jwt: otherJwt })).status).toBe(404);
    const foreignPost = await strapi(`/api/pipeline/candidates/${elsewhere.id}/annuncio`, {
      method: 'PUT',
      jwt: titolare,
      json: { annuncio: 'a'.repeat(24) },
    });
    expect(foreignPost.status).toBe(404);

    // The list's filters: by job post, by stage, by who unlocked ("I miei": the titolare unlocked all three).
    expect((await list(titolare, `?annuncio=${documentId}`)).map((c) => c.id)).toEqual([attached.id]);
    expect((await list(titolare, '?fase=colloquio')).map((c) => c.id)).toEqual([attached.id]);
    expect((await list(titolare, '?sbloccato_da=me')).length).toBe(3);
    expect(await list(member.jwt, '?sbloccato_da=me')).toEqual([]);
    // Sorted by the last change: the attached one moved last, the interested one not since its unlock.
    const order = (await list(titolare)).map((c) => c.id);
    expect(order[0]).toBe(attached.id);
  });
});
