// The company's team (issue 27): the titolare's alone (policy global::company-right, a member gets 403).
// Permissions: src/bootstrap/permissions.ts (role `company`).
import { team } from '../../../contracts/team';
import { contentApi, route } from '../../../utils/routes';

const TITOLARE = { policies: [{ name: 'global::company-right', config: { right: 'titolare' } }] };

export default contentApi(
  route(team.roster, 'team-member.roster', TITOLARE),
  route(team.invite, 'team-member.invite', TITOLARE),
  route(team.resend, 'team-member.resend', TITOLARE),
  route(team.remove, 'team-member.remove', TITOLARE),
  route(team.update, 'team-member.update', TITOLARE),
  route(team.handOver, 'team-member.handOver', TITOLARE),
);
