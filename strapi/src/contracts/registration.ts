// The contract of registration and the wizards (routes of strapi/src/api/create-profile/, hr-company/routes/
// registration.ts, email-check/, wizard-draft/): the candidate's create/update, the company registration, the
// comuni lookup, the e-mail check and the server drafts. Schemas and their types (see invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';

/** A wizard's fields, validated field by field by Strapi (400 `invalid` with the errors), not here. */
const formData = z.custom<object>((value) => typeof value === 'object' && value !== null);

/** POST /api/create-profile {data: profile} and POST /api/create-profile/create-company {data: company}. */
export const registrationRequest = z.object({ data: formData });
export type RegistrationRequest = z.infer<typeof registrationRequest>;
/**
 * POST /api/create-profile: a new candidate may also turn the job alert on (issue 42: the wizard's last step,
 * unchecked by default), with its radius from home (0 or one of DISTANZE_KM). Absent: nothing is recorded; anything
 * else: 400 `invalid_avvisi` and nothing is created.
 */
export const candidateRegistrationRequest = registrationRequest.extend({
  avvisi: z.object({ annunci: z.literal(true), km: z.number() }).optional(),
});
export type CandidateRegistrationRequest = z.infer<typeof candidateRegistrationRequest>;
/** 201: the account (unconfirmed) and its profile; 503 `mail_failed` when the confirmation mail could not go. */
export const registrationResponse = z.object({ data: z.object({ user: z.object({ id: z.number() }) }) });
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** PUT /api/create-profile/update-profile {data: profile}: the caller's own hr_user only. */
export const updateProfileRequest = z.object({ data: formData });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
export const updateProfileResponse = z.object({ data: z.object({ id: z.number() }) });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/** GET /api/create-profile/comuni/:provinceCode: the province's comuni (empty for an unknown code). */
export const comune = z.object({ key: z.string(), value: z.string() });
export type Comune = z.infer<typeof comune>;
export const comuniResponse = z.array(comune).readonly();
export type ComuniResponse = z.infer<typeof comuniResponse>;

/** POST /api/email-check {email}: false when an account already uses the address. */
export const emailCheckRequest = z.object({ email: z.string() });
export type EmailCheckRequest = z.infer<typeof emailCheckRequest>;
export const emailCheckResponse = z.object({ available: z.boolean() });
export type EmailCheckResponse = z.infer<typeof emailCheckResponse>;

/** The wizards with a server draft. */
export const draftKind = z.enum(['candidate', 'company', 'annuncio', 'alert']);
export type DraftKind = z.infer<typeof draftKind>;
export const draftData = z.record(z.string(), z.unknown());
export type DraftData = z.infer<typeof draftData>;
/** A server draft of a wizard, by its unguessable key (kept 30 days). */
export const draft = z.object({ kind: draftKind, data: draftData, expires_at: z.string() });
export type Draft = z.infer<typeof draft>;
/** GET /api/wizard-drafts/:key (404 `draft_missing`), and PUT's answer. */
export const draftResponse = z.object({ data: draft });
export type DraftResponse = z.infer<typeof draftResponse>;
/** PUT /api/wizard-drafts/:key: top-level keys of `data` replace the stored ones. DELETE answers 204. */
export const saveDraftRequest = z.object({ data: z.object({ kind: draftKind, data: draftData }) });
export type SaveDraftRequest = z.infer<typeof saveDraftRequest>;
/** PUT /api/wizard-drafts/mine/:kind: the kind is the path's. */
export const saveOwnDraftRequest = z.object({ data: z.object({ data: draftData }) });
export type SaveOwnDraftRequest = z.infer<typeof saveOwnDraftRequest>;

/**
 * POST /api/first-password {code, password, passwordConfirmation}: the password of a new account, with the one-time
 * code of its confirmation mail (issue 39 item 6); 400 `link_expired` once used or expired.
 */
export const firstPasswordRequest = z.object({
  code: z.string(),
  password: z.string(),
  passwordConfirmation: z.string(),
});
export type FirstPasswordRequest = z.infer<typeof firstPasswordRequest>;
export const firstPasswordResponse = z.object({ data: z.object({ ok: z.literal(true) }) });

export const registration = {
  firstPassword: endpoint()({
    method: 'POST',
    path: '/first-password',
    access: 'public',
    schema: { body: firstPasswordRequest, answer: firstPasswordResponse },
  }),
  emailCheck: endpoint()({
    method: 'POST',
    path: '/email-check',
    access: 'public',
    schema: { body: emailCheckRequest, answer: emailCheckResponse },
  }),
  createCandidate: endpoint()({
    method: 'POST',
    path: '/create-profile',
    access: 'public',
    schema: { body: candidateRegistrationRequest, answer: registrationResponse },
  }),
  createCompany: endpoint()({
    method: 'POST',
    path: '/create-profile/create-company',
    access: 'public',
    schema: { body: registrationRequest, answer: registrationResponse },
  }),
  updateProfile: endpoint()({
    method: 'PUT',
    path: '/create-profile/update-profile',
    access: 'user',
    schema: { body: updateProfileRequest, answer: updateProfileResponse },
  }),
  comuni: endpoint()({
    method: 'GET',
    path: '/create-profile/comuni/:provinceCode',
    access: 'public',
    schema: { answer: comuniResponse },
  }),
} satisfies Contract;

/** The server drafts: an anonymous visitor's by their unguessable key, a signed-in user's by account and kind. */
export const drafts = {
  get: endpoint()({
    method: 'GET',
    path: '/wizard-drafts/:key',
    access: 'public',
    schema: { answer: draftResponse },
  }),
  save: endpoint()({
    method: 'PUT',
    path: '/wizard-drafts/:key',
    access: 'public',
    schema: { body: saveDraftRequest, answer: draftResponse },
  }),
  /** 204, no body. */
  remove: endpoint()({ method: 'DELETE', path: '/wizard-drafts/:key', access: 'public' }),
  getOwn: endpoint()({
    method: 'GET',
    path: '/wizard-drafts/mine/:kind',
    access: 'user',
    schema: { answer: draftResponse },
  }),
  saveOwn: endpoint()({
    method: 'PUT',
    path: '/wizard-drafts/mine/:kind',
    access: 'user',
    schema: { body: saveOwnDraftRequest, answer: draftResponse },
  }),
  /** 204, no body. */
  removeOwn: endpoint()({ method: 'DELETE', path: '/wizard-drafts/mine/:kind', access: 'user' }),
} satisfies Contract;
