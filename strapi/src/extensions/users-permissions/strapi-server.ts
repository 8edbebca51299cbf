/**
 * Extension of the users-permissions plugin (Strapi 5 plugin-extension mechanism).
 *
 * - The user gets the inverse sides of the profile relations, so a user knows its hr_user or
 *   hr_company (owning sides: `user` on api::hr-user.hr-user and api::hr-company.hr-company).
 * - The content-API routes that create, update or delete users are removed: accounts are created
 *   by the registration endpoints (later issues) and changed only through the auth flows
 *   (confirmation, forgot/reset password). No role can reach them even if ticked in the admin panel.
 */
type Route = { handler: string };
type UsersPermissionsPlugin = {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  routes: { 'content-api': { routes: Route[] } };
};

export const REMOVED_USER_HANDLERS = ['user.create', 'user.update', 'user.destroy'];

export default (plugin: UsersPermissionsPlugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    hr_user: {
      type: 'relation',
      relation: 'oneToOne',
      target: 'api::hr-user.hr-user',
      mappedBy: 'user',
    },
    hr_company: {
      type: 'relation',
      relation: 'oneToOne',
      target: 'api::hr-company.hr-company',
      mappedBy: 'user',
    },
  });

  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => !REMOVED_USER_HANDLERS.includes(route.handler));

  return plugin;
};
