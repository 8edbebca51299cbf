// Who may call the cv area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all, candidatePage, companyPage } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  remix: {
    // The CV as a PDF (issue 42): the candidate's own; a company's only of a profile it unlocked (compA never
    // unlocked candA: 404, Strapi decides). Downloads: no action.
    'routes/_candidate.profilo_.cv': { path: () => '/profilo/cv', get: candidatePage(), post: all('method') },
    'routes/_company.resource-profile.$id_.cv': {
      path: (w) => `/resource-profile/${w.candA.documentId}/cv`,
      get: companyPage('none'),
      post: all('method'),
    },
  },
};
