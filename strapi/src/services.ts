// The one way to reach a service: `strapi.service('api::unlock.unlock')`, Strapi's own accessor, typed here by
// module augmentation of @strapi/types' `Strapi` interface. The overload below returns the service's own type
// for every uid of this map, so a controller, a cron task or another service calls it without a cast and a
// changed signature fails the typecheck at every caller; a uid missing from the map falls back to Strapi's
// untyped `Core.Service`. No module imports this file (TypeScript reads it because tsconfig includes src/), so
// its type imports of the services form no import cycle. A new service: one line in `ServiceTypes`.
import type { TokenService } from './bootstrap/api-tokens';
import type { AlertsService } from './api/alert/services/alerts';
import type { OffLinkService } from './api/alert/services/off-link';
import type { AnnunciService } from './api/annunci/services/annunci';
import type { ActivityService } from './api/avviso-candidato/services/activity';
import type { JobAlertsService } from './api/avviso-candidato/services/job-alerts';
import type { CandidateMailOffLinkService } from './api/avviso-candidato/services/off-link';
import type { BoardService } from './api/annunci/services/board';
import type { InterestedService } from './api/annunci/services/interested';
import type { NoticeService } from './api/annunci/services/notice';
import type { CreateProfileService } from './api/create-profile/services/create-profile';
import type { CreditMovementService } from './api/credit-movement/services/credit-movement';
import type { FavouriteService } from './api/favourite/services/favourite';
import type { FreshnessService } from './api/freshness/services/freshness';
import type { GuaranteeService } from './api/guarantee-report/services/guarantee-report';
import type { LogosService } from './api/hr-company/services/logos';
import type { CompanyProfileService } from './api/hr-company/services/profile';
import type { RegistrationService } from './api/hr-company/services/registration';
import type { HrUserService } from './api/hr-user/services/hr-user';
import type { BlacklistService } from './api/human-resource/services/blacklist';
import type { CvService } from './api/human-resource/services/cv';
import type { DerivedService } from './api/human-resource/services/derived';
import type { HumanResourceService } from './api/human-resource/services/human-resource';
import type { PlacesService } from './api/human-resource/services/places';
import type { ProfilesService } from './api/human-resource/services/profiles';
import type { SearchService } from './api/human-resource/services/search';
import type { SheetTermsService } from './api/human-resource/services/sheet-terms';
import type { FatturapaService } from './api/invoice/services/fatturapa';
import type { InvoiceService } from './api/invoice/services/invoice';
import type { SdiService } from './api/invoice/services/sdi';
import type { SellerService } from './api/invoice/services/seller';
import type { JobRunService } from './api/job-run/services/job-run';
import type { AccountsService } from './api/me/services/accounts';
import type { FirstPasswordService } from './api/me/services/first-password';
import type { MeService } from './api/me/services/me';
import type { OwnProfileService } from './api/me/services/own-profile';
import type { SessionsService } from './api/me/services/sessions';
import type { MediaService } from './api/media/services/media';
import type { FulfilmentService } from './api/payment/services/fulfilment';
import type { ApiKeysService } from './api/pipeline/services/api-keys';
import type { NotesService } from './api/pipeline/services/notes';
import type { PipelineService } from './api/pipeline/services/pipeline';
import type { AccessService } from './api/privacy/services/access';
import type { ConsentService } from './api/privacy/services/consent';
import type { ErasureService } from './api/privacy/services/erasure';
import type { PersonalDataService } from './api/privacy/services/personal-data';
import type { RetentionService } from './api/privacy/services/retention';
import type { RateLimitService } from './api/rate-limit/services/rate-limit';
import type { SubscriptionService } from './api/subscription/services/subscription';
import type { TeamService } from './api/team-member/services/team-member';
import type { InvitationLinksService } from './api/team-member/services/invitation-links';
import type { UnlockService } from './api/unlock/services/unlock';
import type { VisitService } from './api/visit/services/visit';
import type { DraftService } from './api/wizard-draft/services/wizard-draft';

/** The part of users-permissions' user service the portal calls. */
type UsersPermissionsUserService = {
  validatePassword(password: string, hash: string): Promise<boolean>;
  sendConfirmationEmail(user: { id: number; email: string }): Promise<void>;
  edit(userId: number, data: Record<string, unknown>): Promise<unknown>;
};

export type ServiceTypes = {
  'api::alert.alerts': AlertsService;
  'api::alert.off-link': OffLinkService;
  'api::annunci.annunci': AnnunciService;
  'api::annunci.board': BoardService;
  'api::avviso-candidato.activity': ActivityService;
  'api::avviso-candidato.job-alerts': JobAlertsService;
  'api::avviso-candidato.off-link': CandidateMailOffLinkService;
  'api::annunci.interested': InterestedService;
  'api::annunci.notice': NoticeService;
  'api::create-profile.create-profile': CreateProfileService;
  'api::credit-movement.credit-movement': CreditMovementService;
  'api::favourite.favourite': FavouriteService;
  'api::freshness.freshness': FreshnessService;
  'api::guarantee-report.guarantee-report': GuaranteeService;
  'api::hr-company.logos': LogosService;
  'api::hr-company.profile': CompanyProfileService;
  'api::hr-company.registration': RegistrationService;
  'api::hr-user.hr-user': HrUserService;
  'api::human-resource.blacklist': BlacklistService;
  'api::human-resource.cv': CvService;
  'api::human-resource.derived': DerivedService;
  'api::human-resource.human-resource': HumanResourceService;
  'api::human-resource.places': PlacesService;
  'api::human-resource.profiles': ProfilesService;
  'api::human-resource.search': SearchService;
  'api::human-resource.sheet-terms': SheetTermsService;
  'api::invoice.fatturapa': FatturapaService;
  'api::invoice.invoice': InvoiceService;
  'api::invoice.sdi': SdiService;
  'api::invoice.seller': SellerService;
  'api::job-run.job-run': JobRunService;
  'api::me.accounts': AccountsService;
  'api::me.first-password': FirstPasswordService;
  'api::me.me': MeService;
  'api::me.own-profile': OwnProfileService;
  'api::me.sessions': SessionsService;
  'api::media.media': MediaService;
  'api::payment.fulfilment': FulfilmentService;
  'api::pipeline.api-keys': ApiKeysService;
  'api::pipeline.notes': NotesService;
  'api::pipeline.pipeline': PipelineService;
  'api::privacy.access': AccessService;
  'api::privacy.consent': ConsentService;
  'api::privacy.erasure': ErasureService;
  'api::privacy.personal-data': PersonalDataService;
  'api::privacy.retention': RetentionService;
  'api::rate-limit.rate-limit': RateLimitService;
  'api::subscription.subscription': SubscriptionService;
  'api::team-member.team-member': TeamService;
  'api::team-member.invitation-links': InvitationLinksService;
  'api::unlock.unlock': UnlockService;
  'api::visit.visit': VisitService;
  'api::wizard-draft.wizard-draft': DraftService;
  'admin::api-token-content-api': TokenService | undefined;
  'plugin::users-permissions.user': UsersPermissionsUserService;
};

declare module '@strapi/types/dist/core/strapi' {
  interface Strapi {
    service<K extends keyof ServiceTypes>(uid: K): ServiceTypes[K];
  }
}
