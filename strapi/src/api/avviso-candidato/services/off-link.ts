// The one-click "stop these e-mails" link of the candidate's e-mails (issue 42): no login, the token is the
// credential. It names one candidate (the hr_user's documentId) and one e-mail (`annunci`, `settimanale`) and
// carries an HMAC of both under a key of its own purpose (utils/link-key.ts): a company's alert off-link, a user JWT
// or a token for the other e-mail or another candidate never verifies. Valid while JWT_SECRET is; using it twice
// just leaves the e-mail off.
import type { CandidateMailKind } from '../../../contracts/candidate-mails';
import { linkSignature, sameSignature } from '../../../utils/link-key';

const PURPOSE = 'portale-lavoro-industria:candidate-mail-off-link:v1';
const TOKEN = /^([a-z0-9]{1,40})\.(annunci|settimanale)\.([A-Za-z0-9_-]{43})$/;

const signature = (documentId: string, kind: CandidateMailKind) =>
  linkSignature(PURPOSE, `candidate-mail-off|${documentId}|${kind}`);

export const candidateMailOffToken = (documentId: string, kind: CandidateMailKind): string =>
  `${documentId}.${kind}.${signature(documentId, kind)}`;

/** The candidate and e-mail a token turns off, or null when it is malformed or its signature does not match. */
export function verifyCandidateMailOffToken(
  token: unknown,
): { documentId: string; kind: CandidateMailKind } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, documentId, kind, given] = match;
  if (!sameSignature(signature(documentId, kind as CandidateMailKind), given)) return null;
  return { documentId, kind: kind as CandidateMailKind };
}

const offLinkService = () => ({ token: candidateMailOffToken, verify: verifyCandidateMailOffToken });

export type CandidateMailOffLinkService = ReturnType<typeof offLinkService>;
export default offLinkService;
