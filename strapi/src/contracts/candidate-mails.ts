// The contract of the candidate's own e-mails (issue 42, routes of strapi/src/api/avviso-candidato/): the job alert
// and the weekly summary, their settings and the one-click off-link. Pure types (see invoice.ts).
import type { DistanzaKm } from '../catalog/distance';
import { endpoint, type Contract } from './endpoint';
import type { ProfileStrength } from '../catalog/profile-strength';

/** `annunci` = the daily job alert, `settimanale` = the weekly "what companies did with your profile". */
export type CandidateMailKind = 'annunci' | 'settimanale';

export type CandidateMailSettings = {
  /** The job alert is on (off until the candidate turns it on). */
  annunci: boolean;
  /** Its radius from home, one of DISTANZE_KM; 0: anywhere. */
  km: DistanzaKm | 0;
  /** When the candidate last turned the job alert on (the consent), ISO; null: never. */
  consenso_il: string | null;
  /** The weekly e-mail is on (it is, until the candidate turns it off). */
  settimanale: boolean;
  /** The candidate's own comune, from the profile; null when it names no ISTAT comune (no radius applies). */
  casa: string | null;
};

/** GET /api/hr-users/me/avvisi */
export type CandidateMailSettingsResponse = { data: CandidateMailSettings };
/** PUT /api/hr-users/me/avvisi: only the fields given change; 400 `invalid_avvisi` on anything malformed. */
export type SaveCandidateMailSettingsRequest = {
  data: Partial<Pick<CandidateMailSettings, 'annunci' | 'km' | 'settimanale'>>;
};

/** POST /api/avvisi/off: no login, the signed token is the credential; 400 `avviso_off_invalid` otherwise. */
export type CandidateMailOffRequest = { token: string };
export type CandidateMailOffResponse = { data: { avviso: CandidateMailKind; off: true } };

/** One week (Monday to Sunday, Italian calendar) of what companies did with the candidate's profile. */
export type ActivityWeek = {
  /** The week's Monday, YYYY-MM-DD. */
  dal: string;
  /** Companies that opened the profile (each counted once a week). */
  visite: number;
  /** Companies that saved it among their favourites that week (and still have it). */
  preferiti: number;
  /** Companies that unlocked the contacts. */
  sblocchi: number;
  /** The candidate's own 'Mi interessa' answers to job posts. */
  interessi: number;
};

/** GET /api/hr-users/me/attivita: the last ACTIVITY_WEEKS weeks, oldest first (the last is the current week). */
export type ActivityResponse = {
  data: {
    settimane: ActivityWeek[];
    /** The unlocks of those weeks, newest first: the only events that name the company (it received the data). */
    sblocchi: Array<{ azienda: string; il: string }>;
    /** A line of what helps, computed from the portal's own figures; null when they do not support one. */
    suggerimento: string | null;
    /** What companies filter on that the profile lacks, with the wizard step of each, and the completeness. */
    forza: ProfileStrength;
  };
};

/** The candidate's e-mails and profile activity (issue 42): the settings, the activity panel, the off-link. */
export const candidateMails = {
  settings: endpoint<{ answer: CandidateMailSettingsResponse }>()({
    method: 'GET',
    path: '/hr-users/me/avvisi',
    access: 'user',
  }),
  save: endpoint<{ body: SaveCandidateMailSettingsRequest; answer: CandidateMailSettingsResponse }>()({
    method: 'PUT',
    path: '/hr-users/me/avvisi',
    access: 'user',
  }),
  activity: endpoint<{ answer: ActivityResponse }>()({
    method: 'GET',
    path: '/hr-users/me/attivita',
    access: 'user',
  }),
  off: endpoint<{ body: CandidateMailOffRequest; answer: CandidateMailOffResponse }>()({
    method: 'POST',
    path: '/avvisi/off',
    access: 'public',
  }),
} satisfies Contract;
