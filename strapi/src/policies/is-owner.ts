import type { Core, UID } from '@strapi/strapi';

type Config = { uid: UID.ContentType };

/** The parts of Koa's context the policy reads (Strapi's PolicyContext type omits them). */
type OwnerPolicyContext = {
  state?: { user?: { id?: number } };
  params?: Record<string, unknown>;
};

/**
 * Lets the request through only when the document addressed by `:id` (a documentId) belongs to the
 * calling user, i.e. its `user` relation is the authenticated users-permissions user.
 * Usage: `policies: [{ name: 'global::is-owner', config: { uid: 'api::hr-company.hr-company' } }]`.
 */
const isOwner = async (
  policyContext: OwnerPolicyContext,
  config: Config,
  { strapi }: { strapi: Core.Strapi },
): Promise<boolean> => {
  const userId = policyContext.state?.user?.id;
  const documentId = policyContext.params?.id;
  if (!userId || typeof documentId !== 'string' || !config?.uid) return false;

  const owned = await strapi.documents(config.uid).findFirst({
    filters: { documentId, user: { id: userId } },
    fields: ['id'],
  } as never);
  return Boolean(owned);
};

export default isOwner;
