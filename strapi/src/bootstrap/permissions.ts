/**
 * THE map of content-API permissions, per users-permissions role type. Bootstrap makes the
 * database match it on every start: missing permissions are added, any other permission of these
 * roles is removed (changes made in the admin panel do not survive a restart: edit this file).
 */
export type RoleType = 'public' | 'authenticated' | 'candidate' | 'company';

const UP = 'plugin::users-permissions';

/** Reference lists the wizards read (public: registration happens before there is an account). */
const LOOKUPS_READ = [
  'api::conoscenze-informatiche.conoscenze-informatiche.find',
  'api::conoscenze-informatiche.conoscenze-informatiche.findOne',
  'api::aree-di-competenza.aree-di-competenza.find',
  'api::aree-di-competenza.aree-di-competenza.findOne',
  'api::mansioni.mansioni.find',
  'api::mansioni.mansioni.findOne',
];

/** The caller itself: its profile, and the end of its sessions at logout. */
const ME = ['api::me.me.find', 'api::me.me.logout'];

/** Erasing one's own account (issue 41): candidates, titolari, members; the service decides what goes. */
const ERASURE = ['api::privacy.erasure.preview', 'api::privacy.erasure.erase', 'api::privacy.access.accept'];

/** Wizard drafts by unguessable key: registration drafts are anonymous, profile-edit drafts are not. */
const DRAFTS = [
  'api::wizard-draft.wizard-draft.get',
  'api::wizard-draft.wizard-draft.save',
  'api::wizard-draft.wizard-draft.remove',
];

/** Uploaded images through the Remix media route: the service decides per file and caller (issue 24 item 8). */
const MEDIA = ['api::media.media.read'];

/** A signed-in user's own drafts, one per wizard kind (issue 24 item 3). */
const OWN_DRAFTS = [
  'api::wizard-draft.wizard-draft.getOwn',
  'api::wizard-draft.wizard-draft.saveOwn',
  'api::wizard-draft.wizard-draft.removeOwn',
];

/** The candidate's own area (issue 4): each handler works only on the caller's hr_user. */
const CANDIDATE_AREA = [
  'api::hr-user.own.uploadPicture',
  'api::hr-user.own.exportData',
  'api::hr-company.logos.companies',
  'api::hr-company.logos.visitCompany',
  'api::annunci.board.jobPosts',
  'api::annunci.board.jobPost',
  'api::annunci.board.markInterest',
  'api::freshness.freshness.confirm',
  // Who received my data (issue 41, art. 15).
  'api::privacy.access.unlockedBy',
  // The job alert and the weekly e-mail's settings (issue 42).
  'api::avviso-candidato.avviso-candidato.settings',
  'api::avviso-candidato.avviso-candidato.save',
  'api::avviso-candidato.avviso-candidato.activity',
  'api::hr-user.own.cv',
];

/** Candidate search, profile, favourites and unlocking (issue 6); the controllers scope to the caller's company. */
const HUMAN_RESOURCES = [
  'api::human-resource.human-resource.find',
  'api::human-resource.human-resource.findOne',
  'api::human-resource.human-resource.cv',
  'api::human-resource.human-resource.favourite',
  'api::human-resource.human-resource.unlock',
];

/** The company's own job posts (issue 10); the controller scopes to the caller's company, agencies refused. */
const JOB_POSTS = [
  'api::annunci.annunci.list',
  'api::annunci.annunci.create',
  'api::annunci.annunci.findOwn',
  'api::annunci.annunci.update',
  'api::annunci.annunci.interessati',
];

export const ROLE_PERMISSIONS: Record<RoleType, readonly string[]> = {
  public: [
    `${UP}.auth.callback`, // POST /api/auth/local
    `${UP}.auth.forgotPassword`,
    `${UP}.auth.resetPassword`,
    `${UP}.auth.emailConfirmation`,
    `${UP}.auth.sendEmailConfirmation`,
    ...LOOKUPS_READ,
    ...DRAFTS,
    ...MEDIA,
    'api::email-check.email-check.check',
    'api::me.me.firstPassword',
    'api::freshness.freshness.confirm',
    'api::guarantee-report.guarantee-report.confirm',
    'api::hr-company.registration.create',
    'api::create-profile.create-profile.create',
    'api::create-profile.create-profile.comuni',
  ],
  // Only users created by hand in the admin panel end up here: /api/me answers with neither
  // profile, and the Remix app logs them out with the login error (decisions.md).
  authenticated: [...ME, ...MEDIA, ...ERASURE],
  candidate: [
    ...ME,
    ...ERASURE,
    'api::hr-user.hr-user.findOne',
    ...LOOKUPS_READ,
    ...DRAFTS,
    ...MEDIA,
    ...OWN_DRAFTS,
    ...CANDIDATE_AREA,
    'api::create-profile.create-profile.update',
    'api::create-profile.create-profile.comuni',
    // The credit guarantee (issue 26): its own notice, and the link of the e-mail.
    'api::guarantee-report.guarantee-report.mine',
    'api::guarantee-report.guarantee-report.confirmOwn',
    'api::guarantee-report.guarantee-report.confirm',
  ],
  company: [
    ...ME,
    ...ERASURE,
    'api::hr-company.hr-company.findOne',
    ...LOOKUPS_READ,
    ...DRAFTS,
    ...MEDIA,
    ...OWN_DRAFTS,
    'api::hr-company.profile.update',
    'api::hr-company.profile.brand',
    // Its alert filter sets (issue 11).
    'api::hr-company.profile.alerts',
    // How many profiles an alert would find today (issue 39 item 7).
    'api::hr-company.profile.alertCount',
    ...HUMAN_RESOURCES,
    ...JOB_POSTS,
    // The shop (issue 14): checkout quotes, free activations and the credit ledger of the caller's company.
    'api::payment.shop.checkout',
    'api::payment.shop.activate',
    'api::payment.shop.movements',
    // Its own invoices (issue 13): courtesy copy and XML.
    'api::invoice.invoice.listOwn',
    'api::invoice.invoice.findOwn',
    'api::invoice.invoice.xml',
    // Its team (issue 27): the titolare's alone, by the route policy global::company-right.
    'api::team-member.team-member.roster',
    'api::team-member.team-member.invite',
    'api::team-member.team-member.resend',
    'api::team-member.team-member.remove',
    'api::team-member.team-member.update',
    'api::team-member.team-member.handOver',
    // The credit guarantee (issue 26): its reports on the profiles it unlocked.
    'api::guarantee-report.guarantee-report.list',
    'api::guarantee-report.guarantee-report.state',
    'api::guarantee-report.guarantee-report.create',
    // The recruiter's pipeline (issue 43): stages, notes, job posts' pipelines, the export, the statistics of
    // /company-info; the API keys are the titolare's (route policy global::company-right).
    ...[
      'list',
      'exportFile',
      'counts',
      'jobPost',
      'candidate',
      'setFase',
      'setAnnuncio',
      'notes',
      'addNote',
      'editNote',
      'removeNote',
      'stats',
      'keys',
      'createKey',
      'revokeKey',
    ].map((action) => `api::pipeline.pipeline.${action}`),
  ],
};

/** Roles the portal adds next to users-permissions' own `public` and `authenticated`. */
export const PORTAL_ROLES: ReadonlyArray<{ type: RoleType; name: string; description: string }> = [
  { type: 'candidate', name: 'Candidato', description: 'Candidato (profilo hr_user)' },
  { type: 'company', name: 'Azienda', description: 'Azienda (profilo hr_company)' },
];

/** Never granted to any role: accounts change only through the auth flows. */
export const FORBIDDEN_ACTIONS = [
  `${UP}.user.create`,
  `${UP}.user.update`,
  `${UP}.user.destroy`,
  `${UP}.user.find`,
  `${UP}.user.findOne`,
  `${UP}.auth.register`,
];
