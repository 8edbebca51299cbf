// The recruiter's pipeline (issue 43): every company account of the team (titolare and members) works on the
// company's unlocked candidates; the API keys are the titolare's alone (policy global::company-right). The ATS
// endpoint reads no user token (auth: false): its API key is the credential, checked by the controller.
// Permissions: src/bootstrap/permissions.ts (role `company`).
import { pipeline } from '../../../contracts/pipeline';
import { contentApi, route } from '../../../utils/routes';

const TITOLARE = { policies: [{ name: 'global::company-right', config: { right: 'titolare' } }] };

export default contentApi(
  route(pipeline.list, 'pipeline.list'),
  route(pipeline.exportFile, 'pipeline.exportFile'),
  route(pipeline.counts, 'pipeline.counts'),
  route(pipeline.jobPost, 'pipeline.jobPost'),
  route(pipeline.candidate, 'pipeline.candidate'),
  route(pipeline.setFase, 'pipeline.setFase'),
  route(pipeline.setAnnuncio, 'pipeline.setAnnuncio'),
  route(pipeline.notes, 'pipeline.notes'),
  route(pipeline.addNote, 'pipeline.addNote'),
  route(pipeline.editNote, 'pipeline.editNote'),
  route(pipeline.removeNote, 'pipeline.removeNote'),
  route(pipeline.stats, 'pipeline.stats'),
  route(pipeline.keys, 'pipeline.keys', TITOLARE),
  route(pipeline.createKey, 'pipeline.createKey', TITOLARE),
  route(pipeline.revokeKey, 'pipeline.revokeKey', TITOLARE),
  route(pipeline.ats, 'pipeline.ats', { auth: false }),
);
