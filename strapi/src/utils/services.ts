// Every custom service of the API, by uid: `service(strapi, 'api::unlock.unlock')` is `strapi.service()` with the
// service's own type, so a controller, a cron task or another service calls it through Strapi's registry (one home
// per behaviour, api/<type>/services/) and a changed signature fails the typecheck at every caller. The one cast
// from Strapi's untyped registry is here.
import type { Core, UID } from '@strapi/strapi';
import type { AlertsService } from '../api/alert/services/alerts';
import type { OffLinkService } from '../api/alert/services/off-link';
import type { AnnunciService } from '../api/annunci/services/annunci';
import type { CandidateMailOffLinkService } from '../api/avviso-candidato/services/off-link';
import type { JobAlertsService } from '../api/avviso-candidato/services/job-alerts';
import type { ActivityService } from '../api/avviso-candidato/services/activity';
import type { BoardService } from '../api/annunci/services/board';
import type { InterestedService } from '../api/annunci/services/interested';
import type { NoticeService } from '../api/annunci/services/notice';
import type { CreateProfileService } from '../api/create-profile/services/create-profile';
import type { CreditMovementService } from '../api/credit-movement/services/credit-movement';
import type { FavouriteService } from '../api/favourite/services/favourite';
import type { FreshnessService } from '../api/freshness/services/freshness';
import type { GuaranteeService } from '../api/guarantee-report/services/guarantee-report';
import type { LogosService } from '../api/hr-company/services/logos';
import type { CompanyProfileService } from '../api/hr-company/services/profile';
import type { RegistrationService } from '../api/hr-company/services/registration';
import type { HrUserService } from '../api/hr-user/services/hr-user';
import type { BlacklistService } from '../api/human-resource/services/blacklist';
import type { CvService } from '../api/human-resource/services/cv';
import type { DerivedService } from '../api/human-resource/services/derived';
import type { HumanResourceService } from '../api/human-resource/services/human-resource';
import type { PlacesService } from '../api/human-resource/services/places';
import type { ProfilesService } from '../api/human-resource/services/profiles';
import type { SearchService } from '../api/human-resource/services/search';
import type { SheetTermsService } from '../api/human-resource/services/sheet-terms';
import type { FatturapaService } from '../api/invoice/services/fatturapa';
import type { InvoiceService } from '../api/invoice/services/invoice';
import type { SdiService } from '../api/invoice/services/sdi';
import type { SellerService } from '../api/invoice/services/seller';
import type { MeService } from '../api/me/services/me';
import type { FulfilmentService } from '../api/payment/services/fulfilment';
import type { SubscriptionService } from '../api/subscription/services/subscription';
import type { TeamService } from '../api/team-member/services/team-member';
import type { UnlockService } from '../api/unlock/services/unlock';
import type { DraftService } from '../api/wizard-draft/services/wizard-draft';

export type Services = {
  'api::alert.alerts': AlertsService;
  'api::alert.off-link': OffLinkService;
  'api::annunci.annunci': AnnunciService;
  'api::annunci.board': BoardService;
  'api::annunci.interested': InterestedService;
  'api::annunci.notice': NoticeService;
  'api::avviso-candidato.activity': ActivityService;
  'api::avviso-candidato.job-alerts': JobAlertsService;
  'api::avviso-candidato.off-link': CandidateMailOffLinkService;
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
  'api::me.me': MeService;
  'api::payment.fulfilment': FulfilmentService;
  'api::subscription.subscription': SubscriptionService;
  'api::team-member.team-member': TeamService;
  'api::unlock.unlock': UnlockService;
  'api::wizard-draft.wizard-draft': DraftService;
};

export const service = <K extends keyof Services>(strapi: Core.Strapi, uid: K): Services[K] =>
  strapi.service(uid as UID.Service) as unknown as Services[K];
