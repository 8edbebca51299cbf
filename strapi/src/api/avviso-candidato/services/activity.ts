// What companies did with a candidate's profile (issue 42 items 2 and 3; decisions.md "Candidate e-mails"): week
// by week (Monday to Sunday, Italian calendar) over the last ACTIVITY_WEEKS weeks, the companies that opened the
// profile (visit rows `profilo_esteso`, kept for that long: api/visit/services/visit.ts), saved it among their favourites,
// unlocked it, and the candidate's own 'Mi interessa' answers (visit rows `interesse`). Company names only for
// unlocks: they received the data; a view or a favourite never names the company.
// The weekly e-mail goes on Sunday evening to each candidate with something in the week (a view, a favourite, an
// unlock), unless turned off (avvisi_candidato.settimanale_off); each claimed in job_runs per candidate and week
// (`profile-week:<monday>:<hr_user id>`), released when the send fails so the next run retries it.
import type { Core } from '@strapi/strapi';
import type { ActivityResponse, ActivityWeek } from '../../../contracts/candidate-mails';
import { profileStrength } from '../../../catalog/profile-strength';
import { mailContext, profileWeekMail, sendMail } from '../../../mail';
import { ApiError } from '../../../utils/api-error';
import { isoDateInRome, startOfDayInRome } from '../../../utils/dates';
import { findRow, findRows } from '../../../utils/rows';
import { runKey } from '../../job-run/services/job-run';
import { addDays } from '../../alert/services/alerts';

const HR_USER = 'api::hr-user.hr-user';
const FAVOURITE = 'api::favourite.favourite';
const UNLOCK = 'api::unlock.unlock';
const AVVISI = 'api::avviso-candidato.avviso-candidato';
const VISIT = 'api::visit.visit';

export const ACTIVITY_WEEKS = 8;
/** The columns catalog/profile-strength.ts reads (its relations are populated beside them). */
const STRENGTH_COLUMNS = [
  'id',
  'scheda_tecnica',
  'patente_bool',
  'automunito_bool',
  'lingue',
  'occupazione',
  'esperienza',
  'mobilita',
  'qualifica',
  'qualifica_professionale_enum',
  'perito_enum',
  'tipo_laurea',
  'conoscenze_informatiche_text',
] as const;
/** The "what helps" line needs this many candidates on each side, and this many views in all, to say anything. */
export const HELP_MIN_CANDIDATES = 20;
export const HELP_MIN_VIEWS = 50;
/** ...and a difference at least this large (ratio of the averages). */
export const HELP_MIN_RATIO = 1.2;
const HELP_CACHE_MS = 3_600_000;
const PARALLEL_SENDS = 8;

/** The Monday (YYYY-MM-DD) of the week holding the day `iso`. */
export const mondayOf = (iso: string) => {
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
};

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };
type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? []);

/** "1,8 volte": the ratio with one decimal, Italian style. */
const timesText = (ratio: number) => `${ratio.toFixed(1).replace('.', ',')} volte`;

/**
 * The line of what helps from the portal's figures (candidates with and without a technical sheet, and their views
 * over the last ACTIVITY_WEEKS weeks), or null when they are too few or the difference too small to say anything.
 */
export function helpLineOf(figures: {
  withSheet: number;
  without: number;
  viewsWith: number;
  viewsWithout: number;
}): string | null {
  const { withSheet, without, viewsWith, viewsWithout } = figures;
  if (withSheet < HELP_MIN_CANDIDATES || without < HELP_MIN_CANDIDATES) return null;
  if (viewsWith + viewsWithout < HELP_MIN_VIEWS || viewsWithout === 0) return null;
  const ratio = viewsWith / withSheet / (viewsWithout / without);
  if (ratio < HELP_MIN_RATIO) return null;
  return `Nelle ultime ${ACTIVITY_WEEKS} settimane i profili con la scheda tecnica compilata hanno ricevuto in media ${timesText(ratio)} le visite degli altri.`;
}

const activityService = ({ strapi }: { strapi: Core.Strapi }) => {
  const visits = () => {
    const meta = strapi.db.metadata.get(VISIT) as unknown as Meta;
    const col = (name: string) => meta.attributes[name]?.columnName ?? name;
    return {
      table: meta.tableName,
      tipo: col('tipo'),
      da: col('visitatore'),
      a: col('visitato'),
      giorno: col('giorno'),
    };
  };

  /** The weeks from `firstMonday` to the week of `today`, each with its events counted. */
  const weeksOf = async (hrUserId: number, today: string, count: number) => {
    const thisMonday = mondayOf(today);
    const first = addDays(thisMonday, -7 * (count - 1));
    const from = startOfDayInRome(new Date(`${first}T12:00:00Z`));
    const weeks: ActivityWeek[] = Array.from({ length: count }, (_, i) => ({
      dal: addDays(first, 7 * i),
      visite: 0,
      preferiti: 0,
      sblocchi: 0,
      interessi: 0,
    }));
    const weekOf = (day: string) => weeks.find((week) => week.dal === mondayOf(day));
    const v = visits();
    const knex = strapi.db.connection;
    const viewers = new Map<string, Set<number>>();
    for (const row of (await knex(v.table)
      .where(v.tipo, 'profilo_esteso')
      .where(v.a, hrUserId)
      .where(v.giorno, '>=', first)
      .select(`${v.da} as da`, `${v.giorno} as giorno`)) as Row[]) {
      const week = weekOf(String(row.giorno));
      if (!week) continue;
      const seen = viewers.get(week.dal) ?? new Set<number>();
      seen.add(Number(row.da));
      viewers.set(week.dal, seen);
    }
    for (const week of weeks) week.visite = viewers.get(week.dal)?.size ?? 0;
    const interests = (await knex(v.table)
      .where(v.tipo, 'interesse')
      .where(v.da, hrUserId)
      .where(v.giorno, '>=', first)
      .select(`${v.giorno} as giorno`)) as Row[];
    for (const row of interests) {
      const week = weekOf(String(row.giorno));
      if (week) week.interessi += 1;
    }
    const favourites = await findRows(strapi, FAVOURITE, {
      where: { hr_user: { id: hrUserId }, createdAt: { $gte: from } },
      select: ['createdAt'],
    });
    for (const { createdAt } of favourites) {
      // `createdAt: { $gte }` leaves no row without it.
      const week = createdAt ? weekOf(isoDateInRome(new Date(createdAt))) : undefined;
      if (week) week.preferiti += 1;
    }
    const unlocks = await findRows(strapi, UNLOCK, {
      where: { hr_user: { id: hrUserId }, data_sblocco: { $gte: from } },
      select: ['data_sblocco'],
      populate: { hr_company: { select: ['nome'] } },
      orderBy: [{ data_sblocco: 'desc' }, { id: 'desc' }],
    });
    const named: Array<{ azienda: string; il: string }> = [];
    for (const row of unlocks) {
      // `data_sblocco: { $gte }` leaves no row without it.
      const day = isoDateInRome(new Date(row.data_sblocco ?? Number.NaN));
      const week = weekOf(day);
      if (week) week.sblocchi += 1;
      named.push({ azienda: row.hr_company?.nome || 'Azienda', il: day });
    }
    return { weeks, unlocks: named };
  };

  let help: { at: number; line: string | null } | null = null;

  /**
   * "What helps", from the portal's own figures: the profile views of the last ACTIVITY_WEEKS weeks per candidate
   * with a technical sheet against per candidate without. Said only when both groups and the views are large enough
   * and the difference clear; else nothing. A figure over every candidate: kept an hour per process (it moves slowly,
   * and no decision rests on it).
   */
  const helpLine = async (now: Date): Promise<string | null> => {
    if (help && now.getTime() - help.at < HELP_CACHE_MS) return help.line;
    const v = visits();
    const knex = strapi.db.connection;
    const since = addDays(isoDateInRome(now), -7 * ACTIVITY_WEEKS);
    const sheet = `coalesce(CAST(u.scheda_tecnica AS TEXT), '') NOT IN ('', 'null', '{}', '[]')`;
    const groups = rowsOf(
      await knex.raw(
        `SELECT CASE WHEN ${sheet} THEN 1 ELSE 0 END AS con, COUNT(*) AS n FROM hr_users u GROUP BY 1`,
      ),
    );
    const views = rowsOf(
      await knex.raw(
        `SELECT CASE WHEN ${sheet} THEN 1 ELSE 0 END AS con, COUNT(*) AS n FROM ?? v JOIN hr_users u ON u.id = v.??
         WHERE v.?? = 'profilo_esteso' AND v.?? >= ? GROUP BY 1`,
        [v.table, v.a, v.tipo, v.giorno, since],
      ),
    );
    const of = (rows: Row[], con: number) => Number(rows.find((row) => Number(row.con) === con)?.n ?? 0);
    const line = helpLineOf({
      withSheet: of(groups, 1),
      without: of(groups, 0),
      viewsWith: of(views, 1),
      viewsWithout: of(views, 0),
    });
    help = { at: now.getTime(), line };
    return line;
  };

  /** Candidates with a view, a favourite or an unlock from `monday` on (the week's e-mail goes to them). */
  const activeIn = async (monday: string, from: Date): Promise<number[]> => {
    const v = visits();
    const ids = new Set<number>();
    for (const row of (await strapi.db
      .connection(v.table)
      .where(v.tipo, 'profilo_esteso')
      .where(v.giorno, '>=', monday)
      .distinct(`${v.a} as id`)) as Row[])
      ids.add(Number(row.id));
    const favourites = await findRows(strapi, FAVOURITE, {
      where: { createdAt: { $gte: from } },
      select: ['id'],
      populate: { hr_user: { select: ['id'] } },
    });
    const unlocks = await findRows(strapi, UNLOCK, {
      where: { data_sblocco: { $gte: from } },
      select: ['id'],
      populate: { hr_user: { select: ['id'] } },
    });
    for (const row of [...favourites, ...unlocks]) if (row.hr_user) ids.add(row.hr_user.id);
    return [...ids].sort((a, b) => a - b);
  };

  const sendOne = async (hrUserId: number, monday: string, today: string, now: Date) => {
    const optedOut = await findRow(strapi, AVVISI, {
      where: { chiave: `hr-user-${hrUserId}`, settimanale_off: true },
      select: ['id'],
    });
    if (optedOut) return false;
    const candidate = await findRow(strapi, HR_USER, {
      where: { id: hrUserId },
      select: ['id', 'documentId', 'nome', 'email'],
    });
    if (!candidate?.email) return false;
    const { weeks, unlocks } = await weeksOf(hrUserId, today, 1);
    const [week] = weeks;
    if (week.visite + week.preferiti + week.sblocchi === 0) return false;
    const key = runKey('profile-week', monday, hrUserId);
    if (!(await strapi.service('api::job-run.job-run').claimRun(key, now))) return false;
    try {
      const ctx = mailContext();
      const token = strapi
        .service('api::avviso-candidato.off-link')
        .token(candidate.documentId, 'settimanale');
      await sendMail(
        strapi,
        candidate.email,
        await profileWeekMail(
          {
            nome: candidate.nome ?? '',
            week,
            unlocks: unlocks.filter((unlock) => unlock.il >= monday),
            offUrl: `${ctx.baseUrl}/avvisi-off/${token}`,
          },
          ctx,
        ),
        'profile-week',
      );
      return true;
    } catch (error) {
      await strapi.service('api::job-run.job-run').releaseRun(key);
      strapi.log.error(`[profile-week] hr_user ${hrUserId}: ${(error as Error).message}`);
      return false;
    }
  };

  return {
    mondayOf,

    /** The caller's last ACTIVITY_WEEKS weeks, their unlocks and the line of what helps. */
    async ofCaller(userId: number, now: Date = new Date()): Promise<ActivityResponse['data']> {
      const id = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
      if (!id) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
      const { weeks, unlocks } = await weeksOf(id, isoDateInRome(now), ACTIVITY_WEEKS);
      const profile = await findRow(strapi, HR_USER, {
        where: { id },
        select: [...STRENGTH_COLUMNS],
        populate: {
          picture: { select: ['id'] },
          aree_di_competenza: { select: ['id'] },
          conoscenze_informatiche: { select: ['id'] },
        },
      });
      return {
        settimane: weeks,
        sblocchi: unlocks,
        suggerimento: await helpLine(now),
        forza: profileStrength(profile ?? {}),
      };
    },

    /** The weekly e-mails of the week holding `now` (Monday to `now`); answers how many went out. */
    async sendWeekly(now: Date = new Date()): Promise<number> {
      const today = isoDateInRome(now);
      const monday = mondayOf(today);
      const from = startOfDayInRome(new Date(`${monday}T12:00:00Z`));
      const ids = await activeIn(monday, from);
      let sent = 0;
      for (let i = 0; i < ids.length; i += PARALLEL_SENDS) {
        const results = await Promise.all(
          ids.slice(i, i + PARALLEL_SENDS).map((id) => sendOne(id, monday, today, now)),
        );
        sent += results.filter(Boolean).length;
      }
      return sent;
    },
  };
};

export type ActivityService = ReturnType<typeof activityService>;
export default activityService;
