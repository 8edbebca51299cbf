// The contract of registration and the wizards (routes of strapi/src/api/create-profile/, hr-company/routes/
// registration.ts, email-check/, wizard-draft/): the candidate's create/update, the company registration, the
// comuni lookup, the e-mail check and the server drafts. Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';

/** POST /api/create-profile {data: profile} and POST /api/create-profile/create-company {data: company}. */
export type RegistrationRequest = { data: object };
/** 201: the account (unconfirmed) and its profile; 503 `mail_failed` when the confirmation mail could not go. */
export type RegistrationResponse = { data: { user: { id: number } } };

/** PUT /api/create-profile/update-profile {data: profile}: the caller's own hr_user only. */
export type UpdateProfileRequest = { data: object };
export type UpdateProfileResponse = { data: { id: number } };

/** GET /api/create-profile/comuni/:provinceCode: the province's comuni (empty for an unknown code). */
export type Comune = { key: string; value: string };
export type ComuniResponse = readonly Comune[];

/** POST /api/email-check {email}: false when an account already uses the address. */
export type EmailCheckRequest = { email: string };
export type EmailCheckResponse = { available: boolean };

/** The wizards with a server draft. */
export type DraftKind = 'candidate' | 'company' | 'annuncio' | 'alert';
export type DraftData = Record<string, unknown>;
/** A server draft of a wizard, by its unguessable key (kept 30 days). */
export type Draft = { kind: DraftKind; data: DraftData; expires_at: string };
/** GET /api/wizard-drafts/:key (404 `draft_missing`), and PUT's answer. */
export type DraftResponse = { data: Draft };
/** PUT /api/wizard-drafts/:key: top-level keys of `data` replace the stored ones. DELETE answers 204. */
export type SaveDraftRequest = { data: { kind: DraftKind; data: DraftData } };

export const registration = {
  emailCheck: endpoint<{ body: EmailCheckRequest; answer: EmailCheckResponse }>()({
    method: 'POST',
    path: '/email-check',
    access: 'public',
  }),
  createCandidate: endpoint<{ body: RegistrationRequest; answer: RegistrationResponse }>()({
    method: 'POST',
    path: '/create-profile',
    access: 'public',
  }),
  createCompany: endpoint<{ body: RegistrationRequest; answer: RegistrationResponse }>()({
    method: 'POST',
    path: '/create-profile/create-company',
    access: 'public',
  }),
  updateProfile: endpoint<{ body: UpdateProfileRequest; answer: UpdateProfileResponse }>()({
    method: 'PUT',
    path: '/create-profile/update-profile',
    access: 'user',
  }),
  comuni: endpoint<{ answer: ComuniResponse }>()({
    method: 'GET',
    path: '/create-profile/comuni/:provinceCode',
    access: 'public',
  }),
} satisfies Contract;

/** The server drafts: an anonymous visitor's by their unguessable key, a signed-in user's by account and kind. */
export const drafts = {
  get: endpoint<{ answer: DraftResponse }>()({
    method: 'GET',
    path: '/wizard-drafts/:key',
    access: 'public',
  }),
  save: endpoint<{ body: SaveDraftRequest; answer: DraftResponse }>()({
    method: 'PUT',
    path: '/wizard-drafts/:key',
    access: 'public',
  }),
  remove: endpoint()({ method: 'DELETE', path: '/wizard-drafts/:key', access: 'public' }),
  getOwn: endpoint<{ answer: DraftResponse }>()({
    method: 'GET',
    path: '/wizard-drafts/mine/:kind',
    access: 'user',
  }),
  saveOwn: endpoint<{ body: { data: { data: DraftData } }; answer: DraftResponse }>()({
    method: 'PUT',
    path: '/wizard-drafts/mine/:kind',
    access: 'user',
  }),
  removeOwn: endpoint()({ method: 'DELETE', path: '/wizard-drafts/mine/:kind', access: 'user' }),
} satisfies Contract;
