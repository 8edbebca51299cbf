// The company's team (issue 27): the titolare's alone (policy global::company-right, a member gets 403).
// Permissions: src/bootstrap/permissions.ts (role `company`).
const TITOLARE = { policies: [{ name: 'global::company-right', config: { right: 'titolare' } }] };

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/team', handler: 'team-member.roster', config: TITOLARE },
    { method: 'POST', path: '/team/invitations', handler: 'team-member.invite', config: TITOLARE },
    { method: 'POST', path: '/team/invitations/:id/resend', handler: 'team-member.resend', config: TITOLARE },
    { method: 'DELETE', path: '/team/members/:id', handler: 'team-member.remove', config: TITOLARE },
    { method: 'PUT', path: '/team/members/:id', handler: 'team-member.update', config: TITOLARE },
    { method: 'POST', path: '/team/hand-over', handler: 'team-member.handOver', config: TITOLARE },
  ],
};
