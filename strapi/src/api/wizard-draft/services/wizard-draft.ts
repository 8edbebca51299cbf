import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

import type { Draft, DraftKind } from '../../../contracts/registration';
import { parseJsonColumn } from '../../../utils/json-column';
import { createRow, findRow, updateRow, type Row } from '../../../utils/rows';

export type { Draft, DraftKind };
export const DRAFT_KINDS = [
  'candidate',
  'company',
  'annuncio',
  'alert',
] as const satisfies readonly DraftKind[];
export const isDraftKind = (kind: unknown): kind is DraftKind => DRAFT_KINDS.includes(kind as DraftKind);

/**
 * A draft holds what a person typed in a wizard: generous, but bounded. The bound is on the whole draft after the
 * step is merged in (issue 24 item 3), not on one step: many steps of junk cannot add up.
 */
export const DRAFT_MAX_BYTES = 64 * 1024;
const DRAFT_LIFETIME_DAYS = 30;

const KEY = /^[A-Za-z0-9_-]{32,128}$/;
export const isDraftKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);

const UID = 'api::wizard-draft.wizard-draft';

type DraftRow = {
  id: number;
  kind: DraftKind;
  data: Record<string, unknown> | null;
  owner: number | null;
  expires_at: string;
};

const COLUMNS = ['id', 'kind', 'data', 'owner', 'expires_at'] as const;

/**
 * A read or written draft row as the service works on it: its kind and expiry (required by the schema) present,
 * its data an object. A row without them, which no writer makes, reads as no draft.
 */
const asDraft = (row: Row<typeof UID, (typeof COLUMNS)[number]> | null): DraftRow | null => {
  if (!row?.kind || !row.expires_at) return null;
  const data = parseJsonColumn(row.data);
  return {
    id: row.id,
    kind: row.kind,
    data: data && typeof data === 'object' && !Array.isArray(data) ? { ...data } : null,
    owner: row.owner ?? null,
    expires_at: new Date(row.expires_at).toISOString(),
  };
};
/** A saved draft, or why it was not saved: another wizard's key, or over DRAFT_MAX_BYTES once merged. */
export type SaveOutcome = { ok: true; draft: Draft } | { ok: false; code: 'draft_kind' | 'draft_too_big' };

const expiry = () => new Date(Date.now() + DRAFT_LIFETIME_DAYS * 86_400_000).toISOString();
const view = (row: DraftRow): Draft => ({ kind: row.kind, data: row.data ?? {}, expires_at: row.expires_at });
const tooBig = (data: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(data)) > DRAFT_MAX_BYTES;

const draftService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(UID);

  /** The row matching `where`, unless it expired (then it is deleted). */
  const liveRow = async (where: Record<string, unknown>): Promise<DraftRow | null> => {
    const row = asDraft(await findRow(strapi, UID, { where, select: COLUMNS }));
    if (row && new Date(row.expires_at).getTime() < Date.now()) {
      await query().delete({ where: { id: row.id } });
      return null;
    }
    return row;
  };

  /** Merges `patch` into `row`'s data (top-level keys replace the stored ones) and stores it. */
  const merge = async (
    row: DraftRow | null,
    patch: Record<string, unknown>,
    create: Record<string, unknown>,
  ): Promise<SaveOutcome> => {
    const data = { ...(row?.data ?? {}), ...patch };
    if (tooBig(data)) return { ok: false, code: 'draft_too_big' };
    const saved = asDraft(
      row
        ? await updateRow(strapi, UID, {
            where: { id: row.id },
            data: { data, expires_at: expiry() },
            select: COLUMNS,
          })
        : await createRow(strapi, UID, { data: { ...create, data, expires_at: expiry() }, select: COLUMNS }),
    );
    // Deleted between the read and the write (its expiry purged it): what was typed is kept in a new draft.
    if (!saved && row) return merge(null, data, create);
    if (!saved) throw new Error('draft written without its columns');
    return { ok: true, draft: view(saved) };
  };

  return {
    async findByKey(key: string): Promise<Draft | null> {
      const row = await liveRow({ key, owner: { $null: true } });
      return row ? view(row) : null;
    },

    /** Merges one step into the anonymous draft of `key`. */
    async saveStep(key: string, kind: DraftKind, patch: Record<string, unknown>): Promise<SaveOutcome> {
      const row = await liveRow({ key });
      if (row && (row.kind !== kind || row.owner !== null)) return { ok: false, code: 'draft_kind' };
      return merge(row, patch, { key, kind });
    },

    async removeByKey(key: string): Promise<void> {
      await query().deleteMany({ where: { key, owner: { $null: true } } });
    },

    /** The signed-in user's draft of `kind`: one per user and kind, whatever the session cookie says. */
    async findOwn(owner: number, kind: DraftKind): Promise<Draft | null> {
      const row = await liveRow({ owner, kind });
      return row ? view(row) : null;
    },

    /**
     * Merges one step into the user's draft of `kind`, creating it when there is none. Two first saves at once
     * meet the unique (owner, kind) index: the loser merges into the winner's row.
     */
    async saveOwn(owner: number, kind: DraftKind, patch: Record<string, unknown>): Promise<SaveOutcome> {
      const key = randomBytes(32).toString('base64url');
      const row = await liveRow({ owner, kind });
      try {
        return await merge(row, patch, { key, kind, owner });
      } catch (error) {
        if (row) throw error;
        const winner = await liveRow({ owner, kind });
        if (!winner) throw error;
        return merge(winner, patch, { key, kind, owner });
      }
    },

    async removeOwn(owner: number, kind: DraftKind): Promise<void> {
      await query().deleteMany({ where: { owner, kind } });
    },

    /** Removes expired drafts (called by the daily cron task). */
    async purgeExpired(): Promise<number> {
      const { count } = await query().deleteMany({
        where: { expires_at: { $lt: new Date().toISOString() } },
      });
      return count;
    },
  };
};

export type DraftService = ReturnType<typeof draftService>;

export default draftService;
