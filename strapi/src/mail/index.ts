// The e-mail module: every e-mail of the portal is one of these builders (React Email components in one layout,
// mails/*.tsx), rendered to HTML and a text part (render.tsx), and sent by `sendMail` (send.ts).
export { mailContext, type MailContext } from './context';
export { renderMail, type Mail, type MailAttachment } from './render';
export { sendMail, AUTO_SUBMITTED } from './send';
export { confirmationMail, resetPasswordMail, type AccountKind } from './mails/account';
export { alertMail, type AlertCard, type AlertMailInput } from './mails/alert';
export { freshnessMail } from './mails/freshness';
export { jobAlertMail, type JobAlertPost } from './mails/job-alert';
export { profileWeekMail, profileWeekSubject } from './mails/profile-week';
export { interestNoticeMail, type InterestedCandidate } from './mails/job-post-notice';
export { invoiceMail, type InvoiceMailInput } from './mails/invoice';
export {
  teamInvitationMail,
  teamInvitationRefusedMail,
  invitationLink,
  type TeamInvitationInput,
} from './mails/team';
export {
  guaranteeCandidateMail,
  guaranteeReachableMail,
  guaranteeRefundMail,
  type GuaranteeContacts,
} from './mails/guarantee';
export { erasureMail, type ErasureMailInput } from './mails/erasure';
export { inactivityMail } from './mails/inactivity';
