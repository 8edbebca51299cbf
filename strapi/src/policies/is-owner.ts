import type { Core, UID } from '@strapi/strapi';

type Config = { uid: UID.ContentType };

/** The parts of Koa's context the policy reads (Strapi's PolicyContext type omits them). */
type OwnerPolicyContext = {
  state?: { user?: { id?: number } };
  params?: Record<string, unknown>;
};

/**
 * Lets the request through only when the document addressed by `:id` (a documentId) belongs to the
 * calling user: its own candidate record, or the company it is the titolare or a member of (ownProfileId).
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

  // The caller's own profile (for a company: the one it is the titolare or a member of, issue 27).
  const own = await strapi.service('api::me.own-profile').ownProfileId(config.uid, userId);
  if (own === null) return false;
  const owned = await strapi.db.query(config.uid).findOne({ where: { id: own, documentId }, select: ['id'] });
  return Boolean(owned);
};

export default isOwner;
