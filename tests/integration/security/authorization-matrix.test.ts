// The authorization matrix (issue 15 item 4): every content-API route of Strapi (ours, the core content types',
// users-permissions' and upload's, listed by Strapi itself) and every Remix route (from the build's manifest),
// called as anonymous, candidate A, candidate B, company A, company B and an agency, against one table of expected
// outcomes. A route missing from the table fails the test, so a new route cannot ship unreviewed. Every body is
// searched for the contact data of candidates that the caller has not unlocked. MATRIX_BURST=n sends each Strapi
// call n times at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import {
  createPrincipals,
  forbiddenContacts,
  INTERNALS,
  PRINCIPALS,
  type Principal,
  type World,
} from '../../support/principals';
import { REMIX, cookieHeader } from '../../support/remix';
import { manifestRoutes } from '../../support/remix-manifest';
import { strapi, STRAPI_URL } from '../../support/strapi';

/**
 * Outcomes. Strapi: ok (2xx), bad (400), denied (401/403), none (404), method (405).
 * Remix adds where a redirect goes: login (/?redirectTo=…), home (the caller's own home), else `to:<path>`.
 */
type Outcome = string;
type Row = Record<Principal, Outcome>;
const all = (outcome: Outcome): Row => Object.fromEntries(PRINCIPALS.map((p) => [p, outcome])) as Row;
/**
 * A member of company A's team is company A, unless said otherwise (`member`); a removed member's stale
 * credentials are an anonymous visitor's to Remix (a cookie whose session Strapi refuses is logged out), and
 * refused by Strapi (401) wherever a token is checked (`strapiRemoved`).
 */
const row = (
  anon: Outcome,
  cand: [Outcome, Outcome],
  comp: [Outcome, Outcome],
  agency: Outcome,
  member: Outcome = comp[0],
): Row => ({
  anon,
  candA: cand[0],
  candB: cand[1],
  compA: comp[0],
  compB: comp[1],
  agency,
  member,
  removed: anon,
});
/**
 * A removed member's token, refused (401) by every route that reads a token, whatever an anonymous caller gets;
 * the routes that read none (the internal ones, the alert unsubscribe link) answer it as an anonymous caller.
 */
const TOKENLESS = /^POST \/api\/(internal\/|alerts\/off$|avvisi\/off$)/;
const strapiRemoved = (key: string, expected: Row): Outcome =>
  TOKENLESS.test(key) || expected.removed === 'skip' ? expected.removed : 'denied';
/** The titolare's alone (issue 27): a member of the team is refused (403). */
const titolareOnly = (expected: Row): Row => ({ ...expected, member: 'denied' });
/** Only companies (agencies included); anonymous callers are not authenticated, candidates are forbidden. */
const companiesOnly = (outcome: Outcome): Row =>
  row('denied', ['denied', 'denied'], [outcome, outcome], outcome);
const candidatesOnly = (outcome: Outcome): Row =>
  row('denied', [outcome, outcome], ['denied', 'denied'], 'denied');
const signedIn = (outcome: Outcome): Row => row('denied', [outcome, outcome], [outcome, outcome], outcome);
/** Sign-in and registration flows: public; a signed-in caller has no business there (users-permissions: 403). */
const publicOnly = (outcome: Outcome): Row =>
  row(outcome, ['denied', 'denied'], ['denied', 'denied'], 'denied');

let world: World;

// ---------------------------------------------------------------------------------------------------------------
// Strapi: `METHOD path` as Strapi lists it → the concrete request and the expected outcome per principal.
// ---------------------------------------------------------------------------------------------------------------
type StrapiCase = { path: (w: World) => string; body?: unknown; expect: Row };

const STRAPI: Record<string, StrapiCase> = {
  // Lookups are public reading.
  'GET /api/aree-di-competenzas': { path: () => '/api/aree-di-competenzas', expect: all('ok') },
  'GET /api/aree-di-competenzas/:id': {
    path: (w) => `/api/aree-di-competenzas/${w.lookupId}`,
    expect: all('none'),
  },
  'GET /api/conoscenze-informatiches': { path: () => '/api/conoscenze-informatiches', expect: all('ok') },
  'GET /api/conoscenze-informatiches/:id': {
    path: (w) => `/api/conoscenze-informatiches/${w.lookupId}`,
    expect: all('none'),
  },
  'GET /api/mansionis': { path: () => '/api/mansionis', expect: all('ok') },
  'GET /api/mansionis/:id': { path: (w) => `/api/mansionis/${w.lookupId}`, expect: all('none') },

  // The candidate's own area.
  'POST /api/hr-users/me/picture': {
    path: () => '/api/hr-users/me/picture',
    body: {},
    expect: candidatesOnly('bad'),
  },
  'GET /api/hr-users/me/export': { path: () => '/api/hr-users/me/export', expect: candidatesOnly('ok') },
  'GET /api/hr-users/me/cv': { path: () => '/api/hr-users/me/cv', expect: candidatesOnly('ok') },
  'GET /api/user/hr-companies': { path: () => '/api/user/hr-companies', expect: candidatesOnly('ok') },
  'POST /api/user/hr-companies/:id/visit': {
    path: (w) => `/api/user/hr-companies/${w.compA.documentId}/visit`,
    expect: candidatesOnly('ok'),
  },
  'POST /api/user/annuncis': { path: () => '/api/user/annuncis', body: {}, expect: candidatesOnly('ok') },
  'GET /api/user/annuncis/:id': {
    path: (w) => `/api/user/annuncis/${w.annuncioId}`,
    expect: candidatesOnly('ok'),
  },
  'POST /api/user/annuncis/:id/interesse': {
    path: () => `/api/user/annuncis/${'x'.repeat(24)}/interesse`,
    body: {},
    expect: candidatesOnly('none'),
  },
  'PATCH /api/alreadyUpdated/:token': {
    path: () => `/api/alreadyUpdated/${'A'.repeat(43)}`,
    expect: row('none', ['none', 'none'], ['denied', 'denied'], 'denied'),
  },
  // The alert e-mails' off-link (issue 11): role-less, the signed token is the credential; a bad one is a 400.
  'POST /api/alerts/off': { path: () => '/api/alerts/off', body: { token: 'x.db.y' }, expect: all('bad') },
  // The candidate's e-mails (issue 42): the settings of the caller's own, and the role-less off-link.
  'GET /api/hr-users/me/avvisi': { path: () => '/api/hr-users/me/avvisi', expect: candidatesOnly('ok') },
  'PUT /api/hr-users/me/avvisi': {
    path: () => '/api/hr-users/me/avvisi',
    body: { data: {} },
    expect: candidatesOnly('ok'),
  },
  'GET /api/hr-users/me/attivita': { path: () => '/api/hr-users/me/attivita', expect: candidatesOnly('ok') },
  'POST /api/avvisi/off': {
    path: () => '/api/avvisi/off',
    body: { token: 'x.annunci.y' },
    expect: all('bad'),
  },
  'GET /api/hr-users/:id': {
    path: (w) => `/api/hr-users/${w.candA.documentId}`,
    expect: row('denied', ['ok', 'denied'], ['denied', 'denied'], 'denied'),
  },
  'POST /api/create-profile': { path: () => '/api/create-profile', body: {}, expect: publicOnly('bad') },
  'PUT /api/create-profile/update-profile': {
    path: () => '/api/create-profile/update-profile',
    body: {},
    expect: candidatesOnly('bad'),
  },
  'GET /api/create-profile/comuni/:provinceCode': {
    path: () => '/api/create-profile/comuni/MI',
    expect: row('ok', ['ok', 'ok'], ['denied', 'denied'], 'denied'),
  },

  // The company's own record.
  'GET /api/hr-companies/:id': {
    path: (w) => `/api/hr-companies/${w.compA.documentId}`,
    expect: row('denied', ['denied', 'denied'], ['ok', 'denied'], 'denied'),
  },
  'PUT /api/hr-companies/me': {
    path: () => '/api/hr-companies/me',
    body: {},
    expect: titolareOnly(companiesOnly('bad')),
  },
  // Alert filter sets (issue 11): companies, never agencies; `{}` names no alert field (400).
  'PUT /api/hr-companies/me/alerts': {
    path: () => '/api/hr-companies/me/alerts',
    body: { data: {} },
    expect: row('denied', ['denied', 'denied'], ['bad', 'bad'], 'denied'),
  },
  // How many profiles an alert filter set finds today (issue 39 item 7): as the save; `{}` has no filtri (400).
  'POST /api/hr-companies/me/alerts/count': {
    path: () => '/api/hr-companies/me/alerts/count',
    body: {},
    expect: row('denied', ['denied', 'denied'], ['bad', 'bad'], 'denied'),
  },
  'POST /api/hr-companies/me/brand': {
    path: () => '/api/hr-companies/me/brand',
    body: {},
    expect: row('denied', ['denied', 'denied'], ['denied', 'denied'], 'denied'),
  },
  'POST /api/create-profile/create-company': {
    path: () => '/api/create-profile/create-company',
    body: {},
    expect: publicOnly('bad'),
  },
  // Invoices: a company's own only (tests/integration/invoices.test.ts checks another company's id is a 404).
  'GET /api/hr-companies/me/invoices': {
    path: () => '/api/hr-companies/me/invoices',
    expect: companiesOnly('ok'),
  },
  'GET /api/hr-companies/me/invoices/:documentId': {
    path: () => '/api/hr-companies/me/invoices/abcdefghij0123456789abcd',
    expect: companiesOnly('none'),
  },
  'GET /api/hr-companies/me/invoices/:documentId/xml': {
    path: () => '/api/hr-companies/me/invoices/abcdefghij0123456789abcd/xml',
    expect: companiesOnly('none'),
  },
  // The shop (issue 14): the caller's own company; the internal routes answer only the Remix server's secret.
  // A member buys only with the titolare's "può acquistare" (issue 27).
  'POST /api/shop/checkout': {
    path: () => '/api/shop/checkout',
    body: {},
    expect: titolareOnly(companiesOnly('bad')),
  },
  'POST /api/shop/activate': {
    path: () => '/api/shop/activate',
    body: {},
    expect: titolareOnly(companiesOnly('bad')),
  },
  'GET /api/shop/movements': { path: () => '/api/shop/movements', expect: companiesOnly('ok') },
  // The team (issue 27): the titolare's; an unknown member is 404, a body without fields 400.
  'GET /api/team': { path: () => '/api/team', expect: titolareOnly(companiesOnly('ok')) },
  'POST /api/team/invitations': {
    path: () => '/api/team/invitations',
    body: {},
    expect: titolareOnly(companiesOnly('bad')),
  },
  'POST /api/team/invitations/:id/resend': {
    path: () => '/api/team/invitations/abcdefghij0123456789abcd/resend',
    expect: titolareOnly(companiesOnly('none')),
  },
  'DELETE /api/team/members/:id': {
    path: () => '/api/team/members/abcdefghij0123456789abcd',
    expect: titolareOnly(companiesOnly('none')),
  },
  'PUT /api/team/members/:id': {
    path: () => '/api/team/members/abcdefghij0123456789abcd',
    body: { data: { puo_acquistare: true } },
    expect: titolareOnly(companiesOnly('none')),
  },
  'POST /api/team/hand-over': {
    path: () => '/api/team/hand-over',
    body: {},
    expect: titolareOnly(companiesOnly('none')),
  },
  'POST /api/internal/payments/fulfil': {
    path: () => '/api/internal/payments/fulfil',
    body: {},
    expect: all('none'),
  },
  'POST /api/internal/payments/fail': {
    path: () => '/api/internal/payments/fail',
    body: {},
    expect: all('none'),
  },
  // The credit guarantee (issue 26): a company's reports on its own unlocks (compA never unlocked candA: 404), the
  // candidate's own notice and confirmation, and the e-mail's link (the token is the credential).
  'GET /api/guarantee-reports': { path: () => '/api/guarantee-reports', expect: companiesOnly('ok') },
  'GET /api/guarantee-reports/candidate/:id': {
    path: (w) => `/api/guarantee-reports/candidate/${w.candA.documentId}`,
    expect: companiesOnly('none'),
  },
  'POST /api/guarantee-reports/candidate/:id': {
    path: (w) => `/api/guarantee-reports/candidate/${w.candA.documentId}`,
    body: {},
    expect: companiesOnly('none'),
  },
  'GET /api/guarantee/me': { path: () => '/api/guarantee/me', expect: candidatesOnly('ok') },
  'POST /api/guarantee/me/confirm': {
    path: () => '/api/guarantee/me/confirm',
    body: {},
    expect: candidatesOnly('ok'),
  },
  'PATCH /api/guarantee/confirm/:token': {
    path: () => `/api/guarantee/confirm/${'A'.repeat(43)}`,
    expect: row('none', ['none', 'none'], ['denied', 'denied'], 'denied'),
  },
  // The recruiter's pipeline (issue 43): companies only, on their own unlocks (compA never unlocked candA: 404); the
  // API keys are the titolare's; the ATS endpoint reads an API key, never a user's token (401 for every principal).
  'GET /api/pipeline': { path: () => '/api/pipeline', expect: companiesOnly('ok') },
  'GET /api/pipeline/export': { path: () => '/api/pipeline/export?formato=csv', expect: companiesOnly('ok') },
  'GET /api/pipeline/job-posts': { path: () => '/api/pipeline/job-posts', expect: companiesOnly('ok') },
  'GET /api/pipeline/job-posts/:id': {
    path: (w) => `/api/pipeline/job-posts/${w.annuncioId}`,
    expect: companiesOnly('none'),
  },
  'GET /api/pipeline/candidates/:id': {
    path: (w) => `/api/pipeline/candidates/${w.candA.documentId}`,
    expect: companiesOnly('none'),
  },
  'PUT /api/pipeline/candidates/:id/fase': {
    path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/fase`,
    body: { fase: 'colloquio' },
    expect: companiesOnly('none'),
  },
  'PUT /api/pipeline/candidates/:id/annuncio': {
    path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/annuncio`,
    body: { annuncio: null },
    expect: companiesOnly('none'),
  },
  'GET /api/pipeline/candidates/:id/notes': {
    path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/notes`,
    expect: companiesOnly('none'),
  },
  'POST /api/pipeline/candidates/:id/notes': {
    path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/notes`,
    body: { testo: 'Nota' },
    expect: companiesOnly('none'),
  },
  'PUT /api/pipeline/notes/:id': {
    path: () => '/api/pipeline/notes/999999999',
    body: { testo: 'Nota' },
    expect: companiesOnly('none'),
  },
  'DELETE /api/pipeline/notes/:id': {
    path: () => '/api/pipeline/notes/999999999',
    expect: companiesOnly('none'),
  },
  // What the company's money did (issue 43 item 6): every account of a company's team, its own numbers.
  'GET /api/company-stats': { path: () => '/api/company-stats', expect: companiesOnly('ok') },
  'GET /api/company-api-keys': {
    path: () => '/api/company-api-keys',
    expect: titolareOnly(companiesOnly('ok')),
  },
  'POST /api/company-api-keys': {
    path: () => '/api/company-api-keys',
    body: { nome: '' },
    expect: titolareOnly(companiesOnly('bad')),
  },
  'DELETE /api/company-api-keys/:id': {
    path: () => '/api/company-api-keys/999999999',
    expect: titolareOnly(companiesOnly('none')),
  },
  'GET /api/ats/v1/candidati': { path: () => '/api/ats/v1/candidati', expect: all('denied') },
  // The Remix servers' shared rate-limit counters (issue 15): the secret or nothing.
  'POST /api/internal/rate-limits': {
    path: () => '/api/internal/rate-limits',
    body: { op: 'reset', keys: ['login-email:victim@esempio.it'] },
    expect: all('none'),
  },
  'POST /api/email-check': { path: () => '/api/email-check', body: {}, expect: publicOnly('bad') },

  // Search, profiles, favourites, unlocking: companies only, never a candidate who blacklisted them.
  'GET /api/human-resources': { path: () => '/api/human-resources', expect: companiesOnly('ok') },
  'GET /api/human-resources/:id': {
    path: (w) => `/api/human-resources/${w.candA.documentId}`,
    expect: companiesOnly('ok'),
  },
  // The CV (issue 42): only for a candidate the company unlocked; candidate A is unlocked by none of them.
  'GET /api/human-resources/:id/cv': {
    path: (w) => `/api/human-resources/${w.candA.documentId}/cv`,
    expect: companiesOnly('none'),
  },
  'GET /api/human-resources/:id/favourites': {
    path: (w) => `/api/human-resources/${w.candA.documentId}/favourites?favourite=false`,
    expect: companiesOnly('ok'),
  },
  'POST /api/human-resources/:id/favourites': {
    path: (w) => `/api/human-resources/${w.candA.documentId}/favourites`,
    body: { favourite: false },
    expect: companiesOnly('ok'),
  },
  'GET /api/human-resources/:id/unlock': {
    path: (w) => `/api/human-resources/${w.candA.documentId}/unlock?unlocked=false`,
    expect: companiesOnly('bad'),
  },
  'POST /api/human-resources/:id/unlock': {
    path: () => `/api/human-resources/${'y'.repeat(24)}/unlock`,
    body: {},
    expect: companiesOnly('none'),
  },

  // A company's own job posts (issue 10): companies only, never agencies; another company's post is a 404 (the
  // matrix's companies did not publish the seeded post); creating needs 'Promuovi ricerca' (403 without).
  'GET /api/annuncis': {
    path: () => '/api/annuncis',
    expect: row('denied', ['denied', 'denied'], ['ok', 'ok'], 'denied'),
  },
  'POST /api/annuncis': { path: () => '/api/annuncis', body: {}, expect: all('denied') },
  'GET /api/annuncis/:id': {
    path: (w) => `/api/annuncis/${w.annuncioId}`,
    expect: row('denied', ['denied', 'denied'], ['none', 'none'], 'denied'),
  },
  'PUT /api/annuncis/:id': {
    path: (w) => `/api/annuncis/${w.annuncioId}`,
    body: { data: { visibile: false } },
    expect: row('denied', ['denied', 'denied'], ['none', 'none'], 'denied'),
  },
  'GET /api/annuncis/:id/interessati': {
    path: (w) => `/api/annuncis/${w.annuncioId}/interessati`,
    expect: row('denied', ['denied', 'denied'], ['none', 'none'], 'denied'),
  },

  'GET /api/me': { path: () => '/api/me', expect: signedIn('ok') },
  // Ends every session of the caller: not called here (it would sign the matrix's callers out); sessions.test.ts.
  'POST /api/me/logout': { path: () => '', expect: all('skip') },
  // Erasure (issue 41): every signed-in caller, its own account only; without the password nothing happens (400).
  'GET /api/account/erasure': { path: () => '/api/account/erasure', expect: signedIn('ok') },
  'GET /api/account/unlocked-by': { path: () => '/api/account/unlocked-by', expect: candidatesOnly('ok') },
  'POST /api/account/consent': {
    path: () => '/api/account/consent',
    body: {},
    expect: signedIn('bad'),
  },
  'POST /api/account/erasure': {
    path: () => '/api/account/erasure',
    body: { password: 'non-la-password' },
    expect: signedIn('bad'),
  },
  'GET /api/wizard-drafts/:key': { path: () => `/api/wizard-drafts/${randomUUID()}`, expect: all('none') },
  'PUT /api/wizard-drafts/:key': { path: () => `/api/wizard-drafts/${'z'}`, body: {}, expect: all('bad') },
  'DELETE /api/wizard-drafts/:key': { path: () => `/api/wizard-drafts/${randomUUID()}`, expect: all('ok') },
  // Uploaded files by name (issue 24 item 8): an unknown one is nobody's (media-access.test.ts: who sees a picture).
  'GET /api/media/:file': { path: () => '/api/media/nessuno.png', expect: all('none') },
  // A signed-in user's own draft of a kind (issue 24 item 3): nobody else's is reachable.
  'GET /api/wizard-drafts/mine/:kind': {
    path: () => '/api/wizard-drafts/mine/alert',
    expect: signedIn('none'),
  },
  'PUT /api/wizard-drafts/mine/:kind': {
    path: () => '/api/wizard-drafts/mine/alert',
    body: {},
    expect: signedIn('bad'),
  },
  'DELETE /api/wizard-drafts/mine/:kind': {
    path: () => '/api/wizard-drafts/mine/alert',
    expect: signedIn('ok'),
  },

  // Test hooks exist only in the test stack (STRAPI_TEST_HOOKS): covered by their own tests, not called here.
  'POST /api/test-hooks/freshness': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/retention': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/job-post-notices': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/alert-database': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/job-alerts': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/profile-weeks': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/alert-new-profile': { path: () => '', expect: all('skip') },
  'GET /api/test-hooks/routes': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/subscription-expiry': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/job-run': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/derived': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/sql': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/search-plan': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/remove-account': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/invoices': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/guarantee': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/guarantee-operator': { path: () => '', expect: all('skip') },
  'POST /api/test-hooks/guarantee-race': { path: () => '', expect: all('skip') },

  // Plugins: nobody outside the admin panel reads schemas, sends mail, uploads or lists files.
  'GET /api/content-type-builder/content-types': {
    path: () => '/api/content-type-builder/content-types',
    expect: all('denied'),
  },
  'GET /api/content-type-builder/content-types/:uid': {
    path: () => '/api/content-type-builder/content-types/api::hr-user.hr-user',
    expect: all('denied'),
  },
  'GET /api/content-type-builder/components': {
    path: () => '/api/content-type-builder/components',
    expect: all('denied'),
  },
  'GET /api/content-type-builder/components/:uid': {
    path: () => '/api/content-type-builder/components/x.y',
    expect: all('denied'),
  },
  'POST /api/email': { path: () => '/api/email', body: {}, expect: all('denied') },
  'POST /api/upload': { path: () => '/api/upload', body: {}, expect: all('denied') },
  'GET /api/upload/files': { path: () => '/api/upload/files', expect: all('denied') },
  'GET /api/upload/files/page': { path: () => '/api/upload/files/page', expect: all('denied') },
  'GET /api/upload/files/:id': { path: () => '/api/upload/files/1', expect: all('denied') },
  'DELETE /api/upload/files/:id': { path: () => '/api/upload/files/1', expect: all('denied') },
  'GET /api/i18n/locales': { path: () => '/api/i18n/locales', expect: all('denied') },

  // users-permissions: sign-in flows are public; accounts and roles are never readable or writable.
  'GET /api/connect/(.*)': { path: () => '/api/connect/github', expect: all('denied') },
  'POST /api/auth/local': { path: () => '/api/auth/local', body: {}, expect: publicOnly('bad') },
  'POST /api/auth/local/register': {
    path: () => '/api/auth/local/register',
    body: {},
    expect: all('denied'),
  },
  'GET /api/auth/:provider/callback': { path: () => '/api/auth/github/callback', expect: publicOnly('bad') },
  'POST /api/auth/forgot-password': {
    path: () => '/api/auth/forgot-password',
    body: {},
    expect: publicOnly('bad'),
  },
  // The first password with the confirmation mail's code (issue 39 item 6): public, the code is the credential.
  'POST /api/first-password': { path: () => '/api/first-password', body: {}, expect: publicOnly('bad') },
  'POST /api/auth/reset-password': {
    path: () => '/api/auth/reset-password',
    body: {},
    expect: publicOnly('bad'),
  },
  'GET /api/auth/email-confirmation': {
    path: () => '/api/auth/email-confirmation',
    expect: publicOnly('bad'),
  },
  'POST /api/auth/send-email-confirmation': {
    path: () => '/api/auth/send-email-confirmation',
    body: {},
    expect: publicOnly('bad'),
  },
  'POST /api/auth/change-password': {
    path: () => '/api/auth/change-password',
    body: {},
    expect: all('denied'),
  },
  'POST /api/auth/refresh': { path: () => '/api/auth/refresh', body: {}, expect: all('denied') },
  'POST /api/auth/logout': { path: () => '/api/auth/logout', body: {}, expect: all('denied') },
  'GET /api/auth/sessions': { path: () => '/api/auth/sessions', expect: all('denied') },
  'DELETE /api/auth/sessions/:sessionId': { path: () => '/api/auth/sessions/1', expect: all('denied') },
  'GET /api/users/count': { path: () => '/api/users/count', expect: all('denied') },
  'GET /api/users': { path: () => '/api/users', expect: all('denied') },
  'GET /api/users/me': { path: () => '/api/users/me', expect: all('denied') },
  'GET /api/users/:id': { path: () => '/api/users/1', expect: all('denied') },
  'GET /api/users-permissions/roles/:id': {
    path: () => '/api/users-permissions/roles/1',
    expect: all('denied'),
  },
  'GET /api/users-permissions/roles': { path: () => '/api/users-permissions/roles', expect: all('denied') },
  'POST /api/users-permissions/roles': {
    path: () => '/api/users-permissions/roles',
    body: {},
    expect: all('denied'),
  },
  'PUT /api/users-permissions/roles/:role': {
    path: () => '/api/users-permissions/roles/1',
    body: {},
    expect: all('denied'),
  },
  'DELETE /api/users-permissions/roles/:role': {
    path: () => '/api/users-permissions/roles/1',
    expect: all('denied'),
  },
  'GET /api/users-permissions/permissions': {
    path: () => '/api/users-permissions/permissions',
    expect: all('denied'),
  },
};

const classify = (status: number): Outcome => {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 400) return 'bad';
  if (status === 401 || status === 403) return 'denied';
  if (status === 404) return 'none';
  if (status === 405) return 'method';
  if (status === 429) return 'limited';
  return `status ${status}`;
};

const leaks: string[] = [];
function checkLeaks(principal: Principal, label: string, body: string) {
  for (const value of forbiddenContacts(world, principal)) {
    if (value && body.includes(value)) leaks.push(`${principal} ${label}: ${value}`);
  }
  if (INTERNALS.test(body)) leaks.push(`${principal} ${label}: stack trace`);
}

const accounts = ownAccounts('matrix');
afterAll(() => accounts.removeAll(), 120_000);

beforeAll(async () => {
  world = await createPrincipals(accounts);
}, 120_000);

/**
 * Burst mode (issue 24 item 9): MATRIX_BURST identical calls at once per cell of the Strapi table (default 1), so that
 * a door that holds for one request but not for a burst shows as an unexpected answer.
 */
const BURST = Number(process.env.MATRIX_BURST ?? 1);

// Hundreds of requests per test (about 500 Strapi and 550 Remix calls): 30 s is not enough on a loaded machine.
const MATRIX_TIMEOUT_MS = 120_000;

describe('authorization matrix', () => {
  it(
    'every Strapi content-API route answers each principal as the table says',
    async () => {
      const listed = (await strapi('/api/test-hooks/routes')).body.data as Array<{
        method: string;
        path: string;
      }>;
      const keys = listed.map((r) => `${r.method} ${r.path}`);
      expect(
        keys.filter((key) => !STRAPI[key]),
        'routes without a row in the matrix',
      ).toEqual([]);
      const surprises: string[] = [];
      let requests = 0;
      const counts: Record<string, number> = {};
      for (const key of keys) {
        const spec = STRAPI[key];
        const [method] = key.split(' ');
        for (const principal of PRINCIPALS) {
          const expected = principal === 'removed' ? strapiRemoved(key, spec.expect) : spec.expect[principal];
          if (expected === 'skip') continue;
          const path = spec.path(world);
          const call = () =>
            fetch(`${STRAPI_URL}${path}`, {
              method,
              headers: {
                ...(world.jwt[principal] ? { Authorization: `Bearer ${world.jwt[principal]}` } : {}),
                ...(spec.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
              },
              body: spec.body !== undefined ? JSON.stringify(spec.body) : undefined,
              redirect: 'manual',
            });
          // Burst mode: the same call MATRIX_BURST times at once; each answer must be the table's.
          for (const response of await Promise.all(Array.from({ length: BURST }, call))) {
            const body = await response.text();
            requests += 1;
            const got = classify(response.status);
            counts[got] = (counts[got] ?? 0) + 1;
            checkLeaks(principal, `${method} ${path}`, body);
            if (got !== expected)
              surprises.push(`${key} as ${principal}: expected ${expected}, got ${got} (${response.status})`);
          }
        }
      }
      console.info(
        `[matrix] Strapi: ${keys.length} routes, bursts of ${BURST}, ${requests} requests, ${JSON.stringify(counts)}, ${surprises.length} unexpected, ${leaks.length} leaks`,
      );
      expect(surprises).toEqual([]);
      expect(leaks).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// Remix: every addressable route of the build's manifest, GET (its loader or page) and POST (its action) without
// a CSRF token; the expected outcome per principal.
// ---------------------------------------------------------------------------------------------------------------
type RemixCase = { path?: (w: World) => string; get: Row; post: Row };

/** Pages of the company area: anonymous → login, candidates → their home. */
const companyPage = (ok: Outcome = 'ok', agency: Outcome = ok): Row =>
  row('login', ['home', 'home'], [ok, ok], agency);
const candidatePage = (ok: Outcome = 'ok'): Row => row('login', [ok, ok], ['home', 'home'], 'home');
const publicPage = (ok: Outcome = 'ok'): Row => row(ok, ['home', 'home'], ['home', 'home'], 'home');
/** The candidate wizard: registration (anonymous) and profile editing (candidates). */
const wizardPage = row('ok', ['ok', 'ok'], ['home', 'home'], 'home');
/** A POST without the CSRF token: refused before anything else happens. */
const noCsrf = all('denied');
/** A signed-in user's page posted without the CSRF token: refused; anonymous: sent to the login first. */
const signedInOrLogin = (outcome: Outcome): Row =>
  row('login', [outcome, outcome], [outcome, outcome], outcome);

const REMIX_ROUTES: Record<string, RemixCase> = {
  'routes/_company.fatture.$id': {
    path: () => '/fatture/abcdefghij0123456789abcd',
    get: companyPage('none'),
    post: all('method'),
  },
  'routes/fatture.$id.xml': {
    path: () => '/fatture/abcdefghij0123456789abcd/xml',
    get: companyPage('none'),
    post: all('method'),
  },
  'routes/_candidate.aziende.$id.visita': {
    path: (w) => `/aziende/${w.compA.documentId}/visita`,
    get: candidatePage(),
    post: row('login', ['denied', 'denied'], ['home', 'home'], 'home'),
  },
  'routes/_candidate.bacheca-annunci': {
    get: candidatePage(),
    post: row('login', ['denied', 'denied'], ['home', 'home'], 'home'),
  },
  // The CV as a PDF (issue 42): the candidate's own; a company's only of a profile it unlocked (compA never
  // unlocked candA: 404, Strapi decides). Downloads: no action.
  'routes/_candidate.profilo_.cv': { path: () => '/profilo/cv', get: candidatePage(), post: all('method') },
  'routes/_company.resource-profile.$id_.cv': {
    path: (w) => `/resource-profile/${w.candA.documentId}/cv`,
    get: companyPage('none'),
    post: all('method'),
  },
  'routes/_candidate.profilo': {
    get: candidatePage(),
    post: row('login', ['bad', 'bad'], ['home', 'home'], 'home'),
  },
  'routes/_company.company-faq': {
    get: companyPage(),
    post: all('method'),
  },
  'routes/_company.company-favorites': {
    get: companyPage(),
    post: noCsrf,
  },
  'routes/_company.company-home': { get: companyPage(), post: noCsrf },
  // Job posts (issue 10): agencies are sent home, also before the CSRF check of a post.
  'routes/_company.company-job-posts._index': {
    get: companyPage('ok', 'home'),
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'home'),
  },
  'routes/_company.company-job-posts.$id': {
    path: (w) => `/company-job-posts/${w.annuncioId}`,
    get: companyPage('none', 'home'),
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'home'),
  },
  // 'Profili consigliati' (issue 11): agencies are sent home, also before the CSRF check of a post.
  'routes/_company.company-foryou': {
    get: companyPage('ok', 'home'),
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'home'),
  },
  'routes/_company.company-info': {
    get: companyPage(),
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied'),
  },
  // The team (issue 27): the titolare's (every test company here is its own titolare).
  // The titolare's API keys for an ATS (issue 43), like the Team: a member is sent back to /company-info.
  'routes/_company.company-info_.chiavi-api': {
    get: { ...companyPage(), member: 'to:/company-info' },
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied', 'to:/company-info'),
  },
  'routes/_company.company-info_.team': {
    get: { ...companyPage(), member: 'to:/company-info' },
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied', 'to:/company-info'),
  },
  // Agencies have no brand (issue 23): sent home like from job posts and alerts, also before a post is read.
  'routes/_company.company-promote-brand': {
    get: companyPage('ok', 'home'),
    post: row('login', ['home', 'home'], ['bad', 'bad'], 'home'),
  },
  // The shop (issue 14): the checkout post needs the CSRF token; a success page without a session of the
  // caller's company shows the error content (404); the webhook wants Stripe's signature (400 without it). A member
  // without "può acquistare" is refused the page (403, issue 27).
  'routes/_company.company-upgrade': {
    get: { ...companyPage(), member: 'denied' },
    post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied'),
  },
  'routes/_company.payment-success': { get: companyPage('none'), post: all('method') },
  'routes/_company.payment-error': { get: companyPage(), post: all('method') },
  'routes/stripe.webhook': { get: all('method'), post: all('bad') },
  'routes/_company.company-unlocked-profiles': {
    get: companyPage(),
    post: noCsrf,
  },
  'routes/_company.resource-profile.$id': {
    path: (w) => `/resource-profile/${w.candA.documentId}`,
    get: companyPage(),
    post: noCsrf,
  },
  // The report of an unreachable candidate (issue 26): compA never unlocked candA (404); a post without the token
  // is refused first.
  'routes/_company.resource-profile.$id_.segnala': {
    path: (w) => `/resource-profile/${w.candA.documentId}/segnala`,
    get: companyPage('none'),
    post: noCsrf,
  },
  // Post only (the candidate's confirmation of their contacts): a GET has no loader to answer it.
  'routes/_candidate.profilo_.contatti': { get: all('bad'), post: noCsrf },
  // The guarantee link (issue 39 item 9): opening it shows the button to everyone and changes nothing; the post
  // needs the CSRF token before the token is even looked at.
  'routes/garanzia.$token': { get: all('ok'), post: noCsrf },
  'routes/_public._index': {
    get: publicPage(),
    post: noCsrf,
  },
  'routes/_public.account-verificato': {
    get: publicPage(),
    post: noCsrf,
  },
  'routes/_public.conferma': { get: all('to:/account-verificato'), post: all('method') },
  'routes/_public.forgot-password': {
    get: publicPage(),
    post: noCsrf,
  },
  'routes/_public.onboarding-c': { get: publicPage(), post: noCsrf },
  'routes/_public.onboarding-c2': {
    get: row('to:/onboarding-c', ['home', 'home'], ['home', 'home'], 'home'),
    post: noCsrf,
  },
  'routes/_public.reset-password': {
    get: publicPage(),
    post: noCsrf,
  },
  'routes/_public.verifica-email': {
    get: publicPage(),
    post: noCsrf,
  },
  'routes/_wizard.altre-informazioni': {
    get: wizardPage,
    post: noCsrf,
  },
  'routes/_wizard.conoscenze-informatiche': {
    get: wizardPage,
    post: noCsrf,
  },
  'routes/_wizard.conoscenze-linguistiche': {
    get: wizardPage,
    post: noCsrf,
  },
  'routes/_wizard.mansioni': { get: wizardPage, post: noCsrf },
  'routes/_wizard.onboarding-u': { get: wizardPage, post: noCsrf },
  'routes/_wizard.scheda-tecnica': { get: wizardPage, post: noCsrf },
  'routes/_wizard.stato-occupazionale': {
    get: wizardPage,
    post: noCsrf,
  },
  'routes/_wizard.titolo-di-studio': { get: wizardPage, post: noCsrf },
  'routes/_wizard.valori-aziendali-ricercati': {
    get: wizardPage,
    post: noCsrf,
  },
  'routes/aggiornamento.$token': { get: all('none'), post: all('method') },
  'routes/alert-off.$token': { get: all('bad'), post: all('bad') },
  // The off-link of the candidate's e-mails (issue 42): public, the signed token is the credential. The manifest's
  // path (`/avvisi-off/:token`) is no token of Strapi's shape: 400 on opening and on posting. Its post takes no CSRF
  // token on purpose (RFC 8058 one-click unsubscribe comes from the mail provider's servers, without our cookie).
  'routes/avvisi-off.$token': { get: all('bad'), post: all('bad') },
  // The one action of the candidate's e-mail choices (issue 42): a GET leads to /impostazioni; a post without the
  // CSRF token is refused (anonymous: to the login; companies: home, before the form is read).
  'routes/avvisi': {
    get: row('login', ['to:/impostazioni', 'to:/impostazioni'], ['home', 'home'], 'home'),
    post: row('login', ['denied', 'denied'], ['home', 'home'], 'home'),
  },
  'routes/company-lookup': { get: all('bad'), post: noCsrf },
  // The recruiter's pipeline's export (issue 43): the company's own unlocked candidates, streamed from Strapi.
  'routes/esporta-candidati': {
    path: () => '/esporta-candidati?formato=csv',
    get: companyPage(),
    post: all('method'),
  },
  'routes/comuni.$provincia': { get: all('ok'), post: all('method') },
  'routes/condizioni-di-vendita': { get: all('ok'), post: all('method') },
  'routes/impostazioni': { get: row('login', ['ok', 'ok'], ['ok', 'ok'], 'ok'), post: all('method') },
  // Erasing one's own account (issue 41): the matrix's post carries no CSRF token, so it is refused before the
  // password is even read (anonymous: to the login).
  'routes/impostazioni_.elimina-account': {
    get: row('login', ['ok', 'ok'], ['ok', 'ok'], 'ok'),
    post: signedInOrLogin('denied'),
  },
  'routes/logout': { get: all('to:/'), post: noCsrf },
  // New versions of the terms (issue 41): nobody here has one to accept, so the page sends them home; a post
  // without the CSRF token accepts nothing (anonymous: to the login).
  'routes/nuovi-termini': {
    get: row('login', ['home', 'home'], ['home', 'home'], 'home'),
    post: signedInOrLogin('denied'),
  },
  'routes/media.$': { get: all('none'), post: all('method') },
  'routes/privacy-policy': { get: all('ok'), post: all('method') },
  'routes/scarica-i-miei-dati': {
    get: candidatePage(),
    post: all('method'),
  },
  'routes/termini-di-utilizzo': { get: all('ok'), post: all('method') },
};

async function remixCall(principal: Principal, method: 'GET' | 'POST', path: string) {
  const jar = world.jar[principal];
  const response = await fetch(`${REMIX}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(jar ? { Cookie: cookieHeader(jar) } : {}),
      ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? 'intent=matrix' : undefined,
  });
  const body = await response.text();
  let outcome = classify(response.status);
  if (response.status >= 300 && response.status < 400) {
    const to = new URL(response.headers.get('location') ?? '/', REMIX);
    const home = principal.startsWith('cand') ? '/profilo' : '/company-home';
    outcome =
      to.pathname === '/' && to.searchParams.has('redirectTo')
        ? 'login'
        : to.pathname === home
          ? 'home'
          : `to:${to.pathname}`;
  }
  return { outcome, body };
}

describe('authorization matrix (Remix)', () => {
  it(
    'every Remix route answers each principal as the table says',
    async () => {
      const routes = manifestRoutes();
      const surprises: string[] = [];
      const discovered: string[] = [];
      let requests = 0;
      const counts: Record<string, number> = {};
      for (const route of routes) {
        const spec = REMIX_ROUTES[route.id];
        const path = spec?.path?.(world) ?? route.path;
        for (const method of ['GET', 'POST'] as const) {
          const got: Partial<Row> = {};
          for (const principal of PRINCIPALS) {
            const { outcome, body } = await remixCall(principal, method, path);
            requests += 1;
            counts[outcome] = (counts[outcome] ?? 0) + 1;
            checkLeaks(principal, `${method} ${path}`, body);
            got[principal] = outcome;
            const expected = spec?.[method === 'GET' ? 'get' : 'post'][principal];
            if (spec && outcome !== expected)
              surprises.push(`${route.id} ${method} as ${principal}: expected ${expected}, got ${outcome}`);
            if (outcome.startsWith('status 5'))
              surprises.push(`${route.id} ${method} as ${principal}: ${outcome}`);
          }
          if (!spec) discovered.push(`${route.id} ${method} ${JSON.stringify(got)}`);
        }
      }
      if (discovered.length) console.info(discovered.join('\n'));
      console.info(
        `[matrix] Remix: ${routes.length} routes, ${requests} requests, ${JSON.stringify(counts)}, ${surprises.length} unexpected, ${leaks.length} leaks`,
      );
      expect(discovered, 'routes without a row in the matrix').toEqual([]);
      expect(surprises).toEqual([]);
      expect(leaks).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
