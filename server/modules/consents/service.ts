import type { Queryable } from '../../db/database';
import type { RenderedFile } from '../documents/service';
import { consentFileName, renderConsentPdf } from './consent-pdf';
import { findSignedConsent } from './consents';

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

/** The signed consent as a tagged PDF, its time in the participant's zone. */
export async function signedConsentPdf(
  db: Queryable,
  participantId: number,
  userConsentId: number,
  timeZone: string | null,
): Promise<RenderedFile> {
  const consent = await findSignedConsent(db, participantId, userConsentId);
  return {
    fileName: consentFileName(consent),
    contentType: 'application/pdf',
    body: await renderConsentPdf(consent, timeZone),
  };
}
