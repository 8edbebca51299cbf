/**
 * API keys for ATS integrations (issue 43, docs/ats-api.md). The titolare creates and revokes them; a key is shown
 * once, at its creation, and only its SHA-256 is stored (like the freshness and guarantee links' tokens), with its
 * first characters to tell keys apart. A request with a key is counted in the shared rate_limits table (every
 * instance counts the same window) and refused past API_KEY_RICHIESTE_MINUTO a minute. The key never reaches a log:
 * it travels in a header (Strapi's request log writes the method and the path), and no error message repeats it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  API_KEY_MAX,
  API_KEY_PREFISSO,
  API_KEY_RICHIESTE_MINUTO,
  PIPELINE_MESSAGGI,
} from '../../../catalog/pipeline';
import type { ApiKeyView } from '../../../contracts/pipeline';
import { ApiError } from '../../../utils/api-error';
import { createRow, findRow, findRows, updateRow, type Row } from '../../../utils/rows';
import { refused, type PipelineCaller } from './pipeline';

const KEY = 'api::pipeline.api-key';

const KEY_FIELDS = ['id', 'nome', 'inizio', 'creata_il', 'usata_il', 'revocata_il'] as const;
type KeyRow = Row<typeof KEY, (typeof KEY_FIELDS)[number]>;

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
// nome, inizio and creata_il are required columns: '' only stands in for a value every row has.
const viewOf = (row: KeyRow): ApiKeyView => ({
  id: row.id,
  nome: row.nome ?? '',
  inizio: row.inizio ?? '',
  creata_il: iso(row.creata_il) ?? '',
  usata_il: iso(row.usata_il),
  revocata_il: iso(row.revocata_il),
});

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The shape of a key: the prefix and 43 base64url characters (32 random bytes). */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFISSO}[A-Za-z0-9_-]{43}$`);

const apiKeysService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The company's keys, revoked ones included (newest first): never the key itself. */
  async list(caller: PipelineCaller): Promise<ApiKeyView[]> {
    const rows = await findRows(strapi, KEY, {
      where: { hr_company: { id: caller.companyId } },
      select: KEY_FIELDS,
      orderBy: [{ creata_il: 'desc' }, { id: 'desc' }],
    });
    return rows.map(viewOf);
  },

  /** A new key: the answer is the only place the whole key ever appears. */
  async create(caller: PipelineCaller, nome: unknown): Promise<ApiKeyView & { chiave: string }> {
    const name = typeof nome === 'string' ? nome.trim() : '';
    if (!name || [...name].length > 60) throw refused(400, 'nome_chiave');
    const active = await strapi.db.query(KEY).count({
      where: { hr_company: { id: caller.companyId }, revocata_il: { $null: true } },
    });
    if (active >= API_KEY_MAX) throw refused(409, 'troppe_chiavi');
    const chiave = `${API_KEY_PREFISSO}${randomBytes(32).toString('base64url')}`;
    const row = await createRow(strapi, KEY, {
      data: {
        hr_company: caller.companyId,
        autore: caller.userId,
        nome: name,
        hash: hashKey(chiave),
        inizio: chiave.slice(0, API_KEY_PREFISSO.length + 6),
        creata_il: new Date(),
      },
      select: KEY_FIELDS,
    });
    return { ...viewOf(row), chiave };
  },

  /** Revokes one of the company's keys: refused from the next request on. */
  async revoke(caller: PipelineCaller, raw: string): Promise<ApiKeyView> {
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    const row =
      id === null
        ? null
        : await findRow(strapi, KEY, {
            where: { id, hr_company: { id: caller.companyId } },
            select: KEY_FIELDS,
          });
    if (!row) throw refused(404, 'chiave_mancante');
    if (row.revocata_il) return viewOf(row);
    const updated = await updateRow(strapi, KEY, {
      where: { id: row.id },
      data: { revocata_il: new Date() },
      select: KEY_FIELDS,
    });
    // Found just above: gone in between, it is as missing as before.
    if (!updated) throw refused(404, 'chiave_mancante');
    return viewOf(updated);
  },

  /**
   * The company a request's key acts for (as its titolare: the key reads what the company reads), or 401 for a
   * missing, unknown or revoked key, 429 past the rate limit.
   */
  async callerOfKey(header: string | undefined): Promise<PipelineCaller> {
    const key = (header ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!KEY_SHAPE.test(key)) throw refused(401, 'chiave_non_valida');
    const row = await findRow(strapi, KEY, {
      where: { hash: hashKey(key), revocata_il: { $null: true } },
      select: ['id'],
      populate: { hr_company: { select: ['id', 'piva'] } },
    });
    if (!row?.hr_company) throw refused(401, 'chiave_non_valida');
    const { count, resetAt } = await strapi
      .service('api::rate-limit.rate-limit')
      .hit(`ats-key:${row.id}`, 60_000);
    if (count > API_KEY_RICHIESTE_MINUTO) {
      // The seconds until the key's minute ends: the controller answers them as Retry-After.
      throw new ApiError(429, 'troppe_richieste', PIPELINE_MESSAGGI.troppe_richieste, {
        riprova_tra: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
      });
    }
    await strapi.db.query(KEY).update({ where: { id: row.id }, data: { usata_il: new Date() } });
    // The key is the company's, whoever created it (they may have left the team since): no account of its own.
    return {
      userId: 0,
      companyId: row.hr_company.id,
      titolare: true,
      piva: row.hr_company.piva?.trim() || null,
    };
  },
});

export type ApiKeysService = ReturnType<typeof apiKeysService>;

export default apiKeysService;
