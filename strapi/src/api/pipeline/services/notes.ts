/**
 * Notes of a company's team on a candidate it unlocked (issue 43): the whole team reads them with author and date;
 * their author and the titolare edit and delete them. Every note is the company's: it is read and changed only
 * through the caller's company (from the token), never shown to the candidate or to another company. The text is
 * stored as written (trimmed) and escaped where it is drawn (React, CSV and XLSX cells are text).
 */
import type { Core } from '@strapi/strapi';
import { checkNota } from '../../../catalog/pipeline';
import type { PipelineNote } from '../../../contracts/pipeline';
import { createRow, findRow, findRows, type Found } from '../../../utils/rows';
import { refused, type PipelineCaller } from './pipeline';

const NOTE = 'api::pipeline.candidate-note';
const UNLOCK = 'api::unlock.unlock';

const NOTE_READ = {
  select: ['id', 'testo', 'scritta_il', 'modificata_il'],
  populate: { autore: { select: ['id'] } },
} as const;

type NoteRow = Found<typeof NOTE, typeof NOTE_READ>;

const notesService = ({ strapi }: { strapi: Core.Strapi }) => {
  const pipeline = () => strapi.service('api::pipeline.pipeline');

  const views = async (caller: PipelineCaller, rows: NoteRow[]): Promise<PipelineNote[]> => {
    const authors = await strapi.service('api::team-member.team-member').names(
      caller.companyId,
      rows.flatMap((row) => (row.autore ? [row.autore.id] : [])),
    );
    return rows.map((row) => pipeline().noteView(caller, row, authors));
  };

  /** The text of a note from the request, or 400. */
  const textOf = (value: unknown) => {
    const checked = checkNota(value);
    if ('errore' in checked) throw refused(400, checked.errore);
    return checked.testo;
  };

  /** A note of the caller's company that the caller may change, or 404 / 403. */
  const ownNote = async (caller: PipelineCaller, raw: string) => {
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    const row =
      id === null
        ? null
        : await findRow(strapi, NOTE, { where: { id, hr_company: { id: caller.companyId } }, ...NOTE_READ });
    if (!row) throw refused(404, 'nota_mancante');
    if (!caller.titolare && row.autore?.id !== caller.userId) throw refused(403, 'nota_altrui');
    return row;
  };

  const touch = (caller: PipelineCaller, hrUserId: number, now: Date) =>
    strapi.db.query(UNLOCK).update({
      where: { chiave: `${caller.companyId}:${hrUserId}` },
      data: { aggiornato_il: now },
    });

  return {
    /** The notes on a candidate the company unlocked, newest first. */
    async list(caller: PipelineCaller, candidate: string): Promise<PipelineNote[]> {
      const { hrUserId } = await pipeline().unlockOf(caller, candidate);
      const rows = await findRows(strapi, NOTE, {
        where: { hr_company: { id: caller.companyId }, hr_user: { id: hrUserId } },
        ...NOTE_READ,
        orderBy: [{ scritta_il: 'desc' }, { id: 'desc' }],
      });
      return views(caller, rows);
    },

    /** A new note by the caller on a candidate the company unlocked. */
    async add(caller: PipelineCaller, candidate: string, testo: unknown): Promise<PipelineNote> {
      const text = textOf(testo);
      const { hrUserId } = await pipeline().unlockOf(caller, candidate);
      const now = new Date();
      const created = await strapi.db.transaction(async () => {
        const row = await createRow(strapi, NOTE, {
          data: {
            hr_company: caller.companyId,
            hr_user: hrUserId,
            autore: caller.userId,
            testo: text,
            scritta_il: now,
          },
          select: ['id'],
        });
        await touch(caller, hrUserId, now);
        return row;
      });
      const row = await findRow(strapi, NOTE, { where: { id: created.id }, ...NOTE_READ });
      // Deleted (by the titolare) between the write and this read: 404, not a 500 on a missing row.
      if (!row) throw refused(404, 'nota_mancante');
      return (await views(caller, [row]))[0];
    },

    /** Edits a note: its author or the titolare. */
    async edit(caller: PipelineCaller, noteId: string, testo: unknown): Promise<PipelineNote> {
      const text = textOf(testo);
      const row = await ownNote(caller, noteId);
      await strapi.db
        .query(NOTE)
        .update({ where: { id: row.id }, data: { testo: text, modificata_il: new Date() } });
      const updated = await findRow(strapi, NOTE, { where: { id: row.id }, ...NOTE_READ });
      // Deleted (by the titolare) between the edit and this read: 404, not a 500 on a missing row.
      if (!updated) throw refused(404, 'nota_mancante');
      return (await views(caller, [updated]))[0];
    },

    /** Deletes a note: its author or the titolare. */
    async remove(caller: PipelineCaller, noteId: string): Promise<{ deleted: true }> {
      const row = await ownNote(caller, noteId);
      await strapi.db.query(NOTE).delete({ where: { id: row.id } });
      return { deleted: true };
    },
  };
};

export type NotesService = ReturnType<typeof notesService>;

export default notesService;
