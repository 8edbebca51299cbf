import type { Core } from '@strapi/strapi';
import { createRow, findRow, findRows, type Row } from '../utils/rows';
import { FORBIDDEN_ACTIONS, PORTAL_ROLES, ROLE_PERMISSIONS, type RoleType } from './permissions';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

type Role = Row<typeof ROLE, 'type'>;

const ensureRole = async (strapi: Core.Strapi, type: RoleType, name: string, description: string) => {
  const existing = await findRow(strapi, ROLE, { where: { type } });
  if (existing) return existing;
  strapi.log.info(`[bootstrap] creating role '${type}'`);
  return createRow(strapi, ROLE, { data: { type, name, description } });
};

const syncRolePermissions = async (strapi: Core.Strapi, role: Role, wanted: readonly string[]) => {
  const current = await findRows(strapi, PERMISSION, { where: { role: role.id }, select: ['id', 'action'] });
  const currentActions = new Set(current.map((permission) => permission.action));
  const wantedActions = new Set(wanted);

  const toDelete = current.filter((permission) => !wantedActions.has(String(permission.action)));
  if (toDelete.length > 0) {
    await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: toDelete.map((p) => p.id) } } });
  }
  for (const action of wantedActions) {
    if (!currentActions.has(action)) {
      await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
    }
  }
  if (toDelete.length > 0 || wantedActions.size !== currentActions.size) {
    strapi.log.info(
      `[bootstrap] permissions of role '${role.type}' synchronised (${wantedActions.size} actions)`,
    );
  }
};

/** Every action named in the map must exist, or a typo would silently leave a route closed. */
const assertKnownActions = (strapi: Core.Strapi) => {
  const known = new Set<string>();
  const collect = (prefix: string, controllers: Record<string, Record<string, unknown>>) => {
    for (const [controllerName, controller] of Object.entries(controllers ?? {})) {
      for (const action of Object.keys(controller)) known.add(`${prefix}.${controllerName}.${action}`);
    }
  };
  for (const [name, api] of Object.entries(strapi.apis)) collect(`api::${name}`, api.controllers as never);
  for (const [name, plugin] of Object.entries(strapi.plugins))
    collect(`plugin::${name}`, plugin.controllers as never);

  const unknown = Object.values(ROLE_PERMISSIONS)
    .flat()
    .filter((action) => !known.has(action));
  if (unknown.length > 0) throw new Error(`Unknown actions in the permission map: ${unknown.join(', ')}`);

  const forbidden = Object.entries(ROLE_PERMISSIONS).flatMap(([type, actions]) =>
    actions.filter((action) => FORBIDDEN_ACTIONS.includes(action)).map((action) => `${type}: ${action}`),
  );
  if (forbidden.length > 0)
    throw new Error(`Forbidden actions in the permission map: ${forbidden.join(', ')}`);
};

export const syncRolesAndPermissions = async (strapi: Core.Strapi) => {
  assertKnownActions(strapi);

  for (const { type, name, description } of PORTAL_ROLES) {
    await ensureRole(strapi, type, name, description);
  }
  for (const [type, actions] of Object.entries(ROLE_PERMISSIONS) as [RoleType, readonly string[]][]) {
    const role = await findRow(strapi, ROLE, { where: { type } });
    if (!role) throw new Error(`users-permissions role '${type}' is missing`);
    await syncRolePermissions(strapi, role, actions);
  }
};
