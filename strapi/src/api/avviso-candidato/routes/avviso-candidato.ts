// The candidate's e-mails and profile activity (issue 42): settings and activity for the role `candidate`
// (bootstrap/permissions.ts), acting on the caller's own hr_user; the off-link public and role-less
// (services/off-link.ts), called by the Remix page /avvisi-off/:token for a visitor signed in or not.
import { candidateMails } from '../../../contracts/candidate-mails';
import { contentApi, route } from '../../../utils/routes';

export default contentApi(
  route(candidateMails.settings, 'avviso-candidato.settings'),
  route(candidateMails.save, 'avviso-candidato.save'),
  route(candidateMails.activity, 'avviso-candidato.activity'),
  route(candidateMails.off, 'avviso-candidato.off', { auth: false }),
);
