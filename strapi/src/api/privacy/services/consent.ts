/**
 * Consent on record (issue 41 item 4): each acceptance of the terms and the privacy policy is a `consents` row
 * (version of each text, moment, where: registration, team invitation, a new version), visible to operators in the
 * admin panel; the account's latest accepted versions are also on the account row (`termini_accettati`,
 * `privacy_accettata`), so /api/me tells whether the current texts must be accepted again without one more query.
 */
import type { Core } from '@strapi/strapi';
import { LEGAL_VERSIONS, consentOutdated } from '../../../catalog/privacy';
import { ApiError } from '../../../utils/api-error';

const CONSENT = 'api::privacy.consent';
const USER = 'plugin::users-permissions.user';

export type ConsentOrigin =
  'registrazione_candidato' | 'registrazione_azienda' | 'invito_team' | 'nuova_versione';

const consentService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Records that `userId` accepted the current texts now (inside the caller's transaction when there is one). */
  const record = async (userId: number, origine: ConsentOrigin, now: Date = new Date()) => {
    await strapi.db.query(CONSENT).create({
      data: {
        user: userId,
        termini: LEGAL_VERSIONS.termini,
        privacy: LEGAL_VERSIONS.privacy,
        accettato_il: now,
        origine,
      },
    });
    await strapi.db.query(USER).update({
      where: { id: userId },
      data: { termini_accettati: LEGAL_VERSIONS.termini, privacy_accettata: LEGAL_VERSIONS.privacy },
    });
  };

  return {
    record,

    /** Whether the account must accept the current texts (from its row as read by the authentication). */
    outdated(user: { termini_accettati?: unknown; privacy_accettata?: unknown }) {
      const version = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return consentOutdated(version(user.termini_accettati), version(user.privacy_accettata));
    },

    /**
     * The caller accepts the texts shown to them: the versions posted must be the current ones (a page shown before
     * a newer version came out is refused with 409, so nobody accepts a text they did not see).
     */
    async accept(userId: number, input: Record<string, unknown> | undefined, now: Date = new Date()) {
      const termini = Number(input?.termini);
      const privacy = Number(input?.privacy);
      if (!Number.isInteger(termini) || !Number.isInteger(privacy))
        throw new ApiError(400, 'invalid_versions', 'Versioni dei testi mancanti');
      if (termini !== LEGAL_VERSIONS.termini || privacy !== LEGAL_VERSIONS.privacy)
        throw new ApiError(409, 'stale_versions', 'I testi sono cambiati: rileggili e accetta di nuovo');
      await record(userId, 'nuova_versione', now);
      return { termini, privacy };
    },
  };
};

export type ConsentService = ReturnType<typeof consentService>;

export default consentService;
