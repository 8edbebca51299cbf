// The contract of privacy (issue 41, routes of strapi/src/api/privacy/): GET /api/account/erasure tells what erasing
// the caller's account deletes and keeps, POST does it with the password; the candidate's art. 15 list; the
// acceptance of new versions of the terms and privacy policy.
import type { UnlockedByResponse } from './candidate';
import { endpoint, type Contract } from './endpoint';

export type ErasureKind = 'candidate' | 'company' | 'member' | 'account';

export type ErasurePreviewResponse = {
  data: {
    kind: ErasureKind;
    crediti_persi: number;
    membri: number;
    eliminati: string[];
    conservati: string[];
  };
};

export type ErasureRequest = { password: string };

export type ErasureResponse = { data: { kind: ErasureKind; crediti_persi: number } };

/** POST /api/account/consent: the versions of the texts the page showed and the person accepted. */
export type ConsentRequest = { termini: number; privacy: number };
export type ConsentResponse = { data: ConsentRequest };

export const privacy = {
  erasurePreview: endpoint<{ answer: ErasurePreviewResponse }>()({
    method: 'GET',
    path: '/account/erasure',
    access: 'user',
  }),
  erase: endpoint<{ body: ErasureRequest; answer: ErasureResponse }>()({
    method: 'POST',
    path: '/account/erasure',
    access: 'user',
  }),
  /** The candidate's art. 15 list: the companies that unlocked their contacts (issue 41). */
  unlockedBy: endpoint<{ answer: UnlockedByResponse }>()({
    method: 'GET',
    path: '/account/unlocked-by',
    access: 'user',
  }),
  acceptConsent: endpoint<{ body: ConsentRequest; answer: ConsentResponse }>()({
    method: 'POST',
    path: '/account/consent',
    access: 'user',
  }),
} satisfies Contract;
