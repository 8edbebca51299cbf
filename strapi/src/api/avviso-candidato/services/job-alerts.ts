// The candidates' job alert (issue 42; decisions.md "Candidate e-mails"): off until the candidate turns it on
// (the consent and its moment are recorded in `avvisi_candidato`), then every day at 07:00 (Italian time) one
// e-mail with the posts published since the previous one that the board itself (annunci/services/board.ts,
// `alertPosts`) finds for the candidate: visible, of no blacklisted company, within the chosen radius of home,
// matching their aree di competenza or mansioni. At most JOB_ALERT_MAX_POSTS posts, with the board's link for the
// rest; no e-mail on a day without matches.
// Once across instances: each candidate's e-mail of a day is claimed by one conditional UPDATE of their row
// (`annunci_giorno_inviato` set to the day where it was not), the job-run pattern of the freshness e-mails applied
// per row, so a million claims a day add no rows to job_runs. A failed send gives the claim back and leaves
// `annunci_inviati_fino_al` where it was: the next day's e-mail covers the posts of both days, nothing is lost.
import { inBatches } from '../../../utils/batches';
import type { Core } from '@strapi/strapi';
import { DISTANZE_KM, placePoint, type DistanzaKm } from '../../../catalog';
import type {
  CandidateMailKind,
  CandidateMailSettings,
  SaveCandidateMailSettingsRequest,
} from '../../../contracts/candidate-mails';
import type { BoardJobPost } from '../../../contracts/job-posts';
import { jobAlertMail, mailContext, sendMail } from '../../../mail';
import { ApiError } from '../../../utils/api-error';
import { isoDateInRome } from '../../../utils/dates';
import { createRow, findRow, findRows, updateRow } from '../../../utils/rows';

const AVVISI = 'api::avviso-candidato.avviso-candidato';
const HR_USER = 'api::hr-user.hr-user';

export const JOB_ALERT_MAX_POSTS = 10;
const BATCH = 200;
const PARALLEL_SENDS = 8;

type AvvisoRow = {
  id: number;
  annunci_attivo?: boolean | null;
  annunci_km?: number | null;
  annunci_consenso_il?: string | Date | null;
  annunci_inviati_fino_al?: string | Date | null;
  annunci_giorno_inviato?: string | null;
  settimanale_off?: boolean | null;
  hr_user?: { id: number; documentId: string; email?: string | null; nome?: string | null } | null;
};

const isRadius = (km: unknown): km is DistanzaKm | 0 =>
  km === 0 || (DISTANZE_KM as readonly unknown[]).includes(km);

export const INVALID_AVVISI = 'Impostazioni degli avvisi non valide.';

/** The settings to save from a request body: only known fields of the right type, else a 400. */
export function parseSettings(body: unknown): SaveCandidateMailSettingsRequest['data'] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new ApiError(400, 'invalid_avvisi', INVALID_AVVISI);
  const out: SaveCandidateMailSettingsRequest['data'] = {};
  for (const [key, value] of Object.entries(data)) {
    if ((key === 'annunci' || key === 'settimanale') && typeof value === 'boolean') out[key] = value;
    else if (key === 'km' && isRadius(value)) out.km = value;
    else throw new ApiError(400, 'invalid_avvisi', INVALID_AVVISI);
  }
  return out;
}

/**
 * The job alert a new registration turns on (create-profile's `avvisi`): absent, nothing; else exactly
 * `{annunci: true, km}` with a board radius, or a 400 before anything is created.
 */
export function parseNewProfileAlert(value: unknown): SaveCandidateMailSettingsRequest['data'] | null {
  if (value === undefined || value === null) return null;
  const settings = parseSettings({ data: value });
  if (settings.annunci !== true || settings.km === undefined || settings.settimanale !== undefined)
    throw new ApiError(400, 'invalid_avvisi', INVALID_AVVISI);
  return settings;
}

const jobAlertsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rowOf = async (hrUserId: number): Promise<AvvisoRow | null> =>
    findRow(strapi, AVVISI, { where: { chiave: `hr-user-${hrUserId}` } });

  const ownHrUser = async (userId: number) => {
    const id = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
    const profile = id
      ? await findRow(strapi, HR_USER, { where: { id }, select: ['id', 'documentId', 'citta', 'provincia'] })
      : null;
    if (!profile) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
    return profile;
  };

  const settingsOf = (row: AvvisoRow | null, casa: string | null): CandidateMailSettings => ({
    annunci: row?.annunci_attivo === true,
    km: isRadius(row?.annunci_km) ? row.annunci_km : 0,
    consenso_il:
      row?.annunci_attivo && row.annunci_consenso_il ? new Date(row.annunci_consenso_il).toISOString() : null,
    settimanale: row?.settimanale_off !== true,
    casa,
  });

  /** The candidate's mails row, created on first use (the unique `chiave` makes a concurrent second create fail). */
  const ensureRow = async (hrUserId: number): Promise<AvvisoRow> => {
    const existing = await rowOf(hrUserId);
    if (existing) return existing;
    try {
      return await createRow(strapi, AVVISI, {
        data: { chiave: `hr-user-${hrUserId}`, hr_user: hrUserId, annunci_attivo: false, annunci_km: 0 },
      });
    } catch (error) {
      const again = await rowOf(hrUserId);
      if (again) return again;
      throw error;
    }
  };

  /** One candidate's e-mail of the day `today`, claimed first; true when an e-mail went out. */
  const sendOne = async (row: AvvisoRow, today: string, now: Date): Promise<boolean> => {
    const candidate = row.hr_user;
    if (!candidate?.email) return false;
    const { count } = await strapi.db.query(AVVISI).updateMany({
      where: {
        id: row.id,
        annunci_attivo: true,
        $or: [{ annunci_giorno_inviato: { $null: true } }, { annunci_giorno_inviato: { $ne: today } }],
      },
      data: { annunci_giorno_inviato: today },
    });
    if (count !== 1) return false;
    const after = new Date(row.annunci_inviati_fino_al ?? row.annunci_consenso_il ?? now);
    const km = isRadius(row.annunci_km) ? row.annunci_km : 0;
    try {
      const { posts, hasMore } = await strapi.service('api::annunci.board').alertPosts(candidate.id, {
        after,
        until: now,
        km,
        limit: JOB_ALERT_MAX_POSTS,
      });
      if (posts.length > 0) {
        const ctx = mailContext();
        const token = strapi.service('api::avviso-candidato.off-link').token(candidate.documentId, 'annunci');
        await sendMail(
          strapi,
          candidate.email,
          await jobAlertMail(
            {
              nome: candidate.nome ?? '',
              posts: posts.map((post: BoardJobPost) => ({
                documentId: post.documentId,
                posizione: post.posizione,
                azienda: post.hr_company?.nome ?? null,
                residenza: post.residenza,
                distanza: post.distanza,
              })),
              hasMore,
              km,
              offUrl: `${ctx.baseUrl}/avvisi-off/${token}`,
            },
            ctx,
          ),
          'job-alert',
        );
      }
      await strapi.db.query(AVVISI).update({ where: { id: row.id }, data: { annunci_inviati_fino_al: now } });
      return posts.length > 0;
    } catch (error) {
      await strapi.db.query(AVVISI).update({
        where: { id: row.id },
        data: { annunci_giorno_inviato: row.annunci_giorno_inviato ?? null },
      });
      strapi.log.error(`[job-alert] hr_user ${candidate.id}: ${(error as Error).message}`);
      return false;
    }
  };

  /**
   * Saves a profile's choices: turning the job alert on records the consent's moment, off the revocation. null when
   * the row went away before the update (settingsOf reads it as the defaults).
   */
  const saveFor = async (
    hrUserId: number,
    changes: SaveCandidateMailSettingsRequest['data'],
    now: Date,
  ): Promise<AvvisoRow | null> => {
    const row = await ensureRow(hrUserId);
    const data: Record<string, unknown> = {};
    if (changes.km !== undefined) data.annunci_km = changes.km;
    if (changes.settimanale !== undefined) data.settimanale_off = !changes.settimanale;
    if (changes.annunci === true && row.annunci_attivo !== true)
      Object.assign(data, {
        annunci_attivo: true,
        annunci_consenso_il: now,
        annunci_revocato_il: null,
        annunci_inviati_fino_al: now,
      });
    if (changes.annunci === false && row.annunci_attivo === true)
      Object.assign(data, { annunci_attivo: false, annunci_revocato_il: now });
    const saved = Object.keys(data).length
      ? await updateRow(strapi, AVVISI, { where: { id: row.id }, data })
      : row;
    return saved;
  };

  return {
    /** The caller's settings (defaults when they never saved any). */
    async settings(userId: number): Promise<CandidateMailSettings> {
      const profile = await ownHrUser(userId);
      return settingsOf(await rowOf(profile.id), placePoint(profile)?.nome ?? null);
    },

    /**
     * Saves the caller's choices. Turning the job alert on records the consent's moment, and the next e-mail lists
     * only posts published from then on; turning it off records the revocation.
     */
    async save(
      userId: number,
      changes: SaveCandidateMailSettingsRequest['data'],
      now: Date = new Date(),
    ): Promise<CandidateMailSettings> {
      const profile = await ownHrUser(userId);
      return settingsOf(await saveFor(profile.id, changes, now), placePoint(profile)?.nome ?? null);
    },

    /**
     * The same choices for a profile being created (the wizard's last step of a new registration, issue 42): the
     * consent is recorded exactly as when a signed-in candidate turns the alert on.
     */
    async saveForNewProfile(
      hrUserId: number,
      changes: SaveCandidateMailSettingsRequest['data'],
      now = new Date(),
    ): Promise<void> {
      await saveFor(hrUserId, changes, now);
    },

    /** What the off-link does: the e-mail turned off. False for a candidate that no longer exists. */
    async turnOff(documentId: string, kind: CandidateMailKind, now: Date = new Date()): Promise<boolean> {
      const profile = await findRow(strapi, HR_USER, { where: { documentId }, select: ['id'] });
      if (!profile) return false;
      const row = await ensureRow(profile.id);
      const data =
        kind === 'settimanale'
          ? { settimanale_off: true }
          : row.annunci_attivo
            ? { annunci_attivo: false, annunci_revocato_il: now }
            : {};
      if (Object.keys(data).length) await strapi.db.query(AVVISI).update({ where: { id: row.id }, data });
      return true;
    },

    /** The job alert e-mails of the Italian day of `now`, in batches by id; answers how many went out. */
    async sendDaily(now: Date = new Date()): Promise<number> {
      const today = isoDateInRome(now);
      let sent = 0;
      const outcome = await inBatches(
        async (afterId) => ({
          limit: BATCH,
          rows: await findRows(strapi, AVVISI, {
            where: {
              id: { $gt: afterId },
              annunci_attivo: true,
              $or: [{ annunci_giorno_inviato: { $null: true } }, { annunci_giorno_inviato: { $ne: today } }],
            },
            select: [
              'id',
              'annunci_km',
              'annunci_consenso_il',
              'annunci_inviati_fino_al',
              'annunci_giorno_inviato',
            ],
            populate: { hr_user: { select: ['id', 'documentId', 'email', 'nome'] } },
            orderBy: { id: 'asc' },
            limit: BATCH,
          }),
        }),
        async (rows) => {
          // A few candidates at a time: each is a few indexed queries and, maybe, an SMTP send.
          for (let i = 0; i < rows.length; i += PARALLEL_SENDS) {
            const results = await Promise.all(
              rows.slice(i, i + PARALLEL_SENDS).map((row) => sendOne(row, today, now)),
            );
            sent += results.filter(Boolean).length;
          }
        },
      );
      if (outcome === 'stopped')
        strapi.log.info(`[job-alerts] shutting down: ${sent} sent, the rest is still due`);
      return sent;
    },
  };
};

export type JobAlertsService = ReturnType<typeof jobAlertsService>;
export default jobAlertsService;
