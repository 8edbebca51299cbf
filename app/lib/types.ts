// Shapes the Remix server reads from Strapi, as Strapi's contracts declare them (strapi/src/contracts/, issue 22):
// the names the app has always used, nothing declared twice. Type-only: nothing of Strapi reaches the browser.
export type { StoredMedia as Media } from '#contracts/common.ts';
export type {
  CandidateRecord as HrUser,
  CompanyRecord as HrCompany,
  MeResponse as CurrentUser,
} from '#contracts/me.ts';
