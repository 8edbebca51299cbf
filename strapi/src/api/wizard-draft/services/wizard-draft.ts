import type { Core } from '@strapi/strapi';

import type { Draft, DraftKind } from '../../../contracts/registration';

export type { Draft, DraftKind };
export const DRAFT_KINDS = [
  'candidate',
  'company',
  'annuncio',
  'alert',
] as const satisfies readonly DraftKind[];

/** A draft holds what a person typed in a wizard: generous, but bounded. */
export const DRAFT_MAX_BYTES = 256 * 1024;
const DRAFT_LIFETIME_DAYS = 30;

const KEY = /^[A-Za-z0-9_-]{32,128}$/;
export const isDraftKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);

const UID = 'api::wizard-draft.wizard-draft';

type DraftRow = {
  id: number;
  key: string;
  kind: DraftKind;
  data: Record<string, unknown> | null;
  expires_at: string;
};

const expiry = () => new Date(Date.now() + DRAFT_LIFETIME_DAYS * 86_400_000).toISOString();
const view = (row: DraftRow): Draft => ({ kind: row.kind, data: row.data ?? {}, expires_at: row.expires_at });

const draftService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(UID);

  const findRow = async (key: string): Promise<DraftRow | null> => {
    const row = (await query().findOne({ where: { key } })) as DraftRow | null;
    if (row && new Date(row.expires_at).getTime() < Date.now()) {
      await query().delete({ where: { id: row.id } });
      return null;
    }
    return row;
  };

  return {
    async findByKey(key: string): Promise<Draft | null> {
      const row = await findRow(key);
      return row ? view(row) : null;
    },

    /** Merges one step into the draft (top-level keys of `patch` replace the stored ones). */
    async saveStep(key: string, kind: DraftKind, patch: Record<string, unknown>): Promise<Draft | null> {
      const row = await findRow(key);
      if (row && row.kind !== kind) return null;
      const data = { ...(row?.data ?? {}), ...patch };
      const saved = row
        ? await query().update({ where: { id: row.id }, data: { data, expires_at: expiry() } })
        : await query().create({ data: { key, kind, data, expires_at: expiry() } });
      return view(saved as DraftRow);
    },

    async removeByKey(key: string): Promise<void> {
      await query().deleteMany({ where: { key } });
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
