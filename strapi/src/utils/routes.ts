// Strapi's route files are built from the contracts' endpoint declarations (issue 38): the method and path of an
// endpoint are written once, in strapi/src/contracts/, and both this router and the Remix server's typed client
// read them there. A route file names the controller action that answers each declared endpoint.
import type { Endpoint } from '../contracts/endpoint';

export type RouteConfig = {
  /** `false`: no users-permissions check (the internal secret or a signed token in the body is the credential). */
  auth?: false;
  policies?: Array<string | { name: string; config?: Record<string, unknown> }>;
  middlewares?: string[];
};

/** The Strapi route of a declared endpoint, answered by `handler` (`controller.action`). */
export const route = (endpoint: Endpoint, handler: string, config: RouteConfig = {}) => ({
  method: endpoint.method,
  path: endpoint.path,
  handler,
  config: { policies: [], ...config },
});

/** A content-API route file. */
export const contentApi = (...routes: Array<ReturnType<typeof route>>) => ({
  type: 'content-api' as const,
  routes,
});
