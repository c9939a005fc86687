import type { ContentLang, SignPayload, SignResponse } from '@contract';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { tokenFor, type ParticipantRow } from '../accounts/service';
import { participantPdf, type RenderedFile } from '../documents/service';
import { consentFileName, renderConsentPdf } from './consent-pdf';
import { findSignedConsent, signConsent } from './consents';
import { requireReauth } from './reauth';
import { findAssentTarget } from './repository';
export { hasSignedCoreConsent, signedConsentIdsOf } from './repository';
export { requireReauth } from './reauth';
import { notFound } from '../../http/errors';
import { requireUserStudy } from '../study/service';

// Consents (spec 001 §4, §7): the consents that apply to a participant, their texts, signing them
// in order, and the signed consent as data or as a PDF. DECISIONS §7: the assent state signs here.

export {
  ALREADY_SIGNED,
  consentBody,
  findSignedConsent,
  listConsents,
  SIGNATURE_MEANING,
  signConsent,
} from './consents';
export {
  confirmPassword,
  confirmWithProvider,
  PROVIDER_NOT_CONFIRMED,
  REAUTH_REQUIRED,
  REAUTH_TTL_SECONDS,
  WRONG_PASSWORD,
} from './reauth';
export { reauthsOf } from './reauth-repository';
export { seedDemoAssent } from './demo-assent';

/**
 * The sign call as served: the signature needs the session's re-authentication (DECISIONS §11);
 * a signature that ends the assent state answers a fresh token without the privilege (§7).
 */
export async function signAsCaller(
  ctx: ServerContext,
  participant: ParticipantRow,
  session: { origIat: number; reauthHeader: string | undefined; assentToken: boolean; lang?: ContentLang },
  ids: { userStudyId: number; consentId: number },
  payload: SignPayload,
): Promise<SignResponse> {
  // Someone else's user study answers 404 before any question of re-authentication.
  await requireUserStudy(ctx.db, participant.id, ids.userStudyId);
  const reauthId = await requireReauth(ctx.db, participant, session.origIat, session.reauthHeader);
  const { assent, ...signed } = await signConsent(ctx.db, participant, ids.userStudyId, ids.consentId, payload, {
    reauthId,
    assentToken: session.assentToken,
    lang: session.lang,
  });
  const answer: SignResponse = signed;
  if (assent === 'ended' && session.assentToken)
    answer.new_jwt_token = await tokenFor(ctx.tokens, { ...participant, state: 'regular' }, session.origIat);
  return answer;
}

/** The signed consent as a tagged PDF, its time in the participant's zone. */
export async function signedConsentPdf(
  db: Queryable,
  participantId: number,
  userConsentId: number,
  timeZone: string | null,
): Promise<RenderedFile> {
  return participantPdf(participantId, async () => {
    const consent = await findSignedConsent(db, participantId, userConsentId);
    return {
      fileName: consentFileName(consent),
      contentType: 'application/pdf',
      body: await renderConsentPdf(consent, timeZone),
    };
  });
}

/** Where /assent signs (DECISIONS §7); 404 when nothing waits for the teen's signature. */
export async function assentTarget(db: Queryable, participantId: number) {
  const found = await findAssentTarget(db, participantId);
  if (!found) throw notFound('There is no assent to sign.');
  return found;
}
