import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { TEAM_MESSAGES } from '../catalog/team';

type Config = { right: 'titolare' | 'acquisti' };
type RightPolicyContext = { state?: { user?: { id?: number } } };

/**
 * The titolare-only endpoints of a company (issue 27): company data, the team, and (`acquisti`) the shop, which a
 * member may use when the titolare gave them "può acquistare". A member is refused with 403 `titolare_only` /
 * `buyer_only`; a caller that is no company's goes on to the handler, which answers as it always did.
 * Usage: `policies: [{ name: 'global::company-right', config: { right: 'titolare' } }]`.
 */
const companyRight = async (
  policyContext: RightPolicyContext,
  config: Config,
  { strapi }: { strapi: Core.Strapi },
): Promise<boolean> => {
  const userId = policyContext.state?.user?.id;
  if (!userId) return true;
  const access = await strapi.service('api::me.own-profile').companyAccess(userId);
  if (!access || access.titolare) return true;
  if (config?.right === 'acquisti' && access.puoAcquistare) return true;
  const code = config?.right === 'acquisti' ? 'buyer_only' : 'titolare_only';
  throw new errors.PolicyError(TEAM_MESSAGES[code], { code });
};

export default companyRight;
