/**
 * The caller's `/api/me` on the answer of another call (issue 29 item 5, docs/decisions.md "The menu's /api/me
 * rides on the page's call"). A company page used to cost the Remix server two Strapi calls: the layout's /api/me
 * and the page's own (the search, a profile), each authenticated from scratch (5 statements) and each an HTTP
 * exchange on both sides. When the Remix server asks for it (`CARRY_ME_HEADER: 1`), a successful JSON answer for a
 * signed-in user carries the same `MeResponse` /api/me gives (the me service, after the call's own work, so a
 * purchase's answer carries the new credit), under `CARRIED_ME_KEY`, and the header comes back set.
 *
 * Nothing else changes: an error, an anonymous call, a non-object body (a file, a list) or a failure of the me
 * service leave the answer as it was, without the header; the Remix server then asks /api/me itself. The caller
 * only ever gets its own data, which it may read by /api/me anyway.
 */
import type { Core } from '@strapi/strapi';
import { CARRIED_ME_KEY, CARRY_ME_HEADER } from '../catalog/carry-me';
import type { MeResponse } from '../contracts/me';

type Ctx = {
  method: string;
  status: number;
  body: unknown;
  request: { headers: Record<string, string | string[] | undefined> };
  state: { user?: { id?: number } & Record<string, unknown> };
  set: (name: string, value: string) => void;
};

type Account = { id?: number } & Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const meOf = (strapi: Core.Strapi, userId: number, known?: Account) =>
  strapi.service('api::me.me').findForUser(userId, known);

// A GET's /api/me is started as soon as users-permissions has read the caller's account, beside the endpoint's
// own work (PostgreSQL runs the two on separate connections), instead of after it.
const startedOf = new WeakMap<object, Promise<MeResponse | null>>();

/**
 * Called by the users-permissions extension once the account of a request is read: a GET that asks for the
 * carried /api/me starts it now. Its failure is handled when the answer is built (or never: a refused call).
 */
export function startCarriedMe(strapi: Core.Strapi, ctx: unknown, account: Account): void {
  const call = ctx as Partial<Ctx> | undefined;
  if (!call || call.method !== 'GET' || call.request?.headers[CARRY_ME_HEADER] !== '1' || !account.id) return;
  const started = meOf(strapi, account.id, account);
  started.catch(() => undefined);
  startedOf.set(call, started);
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    await next();
    if (ctx.request.headers[CARRY_ME_HEADER] !== '1') return;
    const user = ctx.state.user;
    if (!user?.id || ctx.status < 200 || ctx.status >= 300 || !isPlainObject(ctx.body)) return;
    try {
      // A GET changed nothing: the account row users-permissions read to authenticate the call is current. After
      // any other method the /api/me is computed now, after the change.
      const started = ctx.method === 'GET' ? startedOf.get(ctx) : undefined;
      const me = await (started ?? meOf(strapi, user.id, ctx.method === 'GET' ? user : undefined));
      if (!me) return;
      ctx.body = { ...ctx.body, [CARRIED_ME_KEY]: me };
      ctx.set(CARRY_ME_HEADER, '1');
    } catch (error) {
      // The call's own work is done (maybe a purchase): its answer goes out; the Remix server asks /api/me.
      strapi.log.warn(`[carry-me] ${(error as Error).message}`);
    }
  };
