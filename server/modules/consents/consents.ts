import type {
  AchievementCode,
  ConsentBody,
  ConsentType,
  ContentLang,
  SignedConsent,
  SignPayload,
  StudyDefinition,
  UserConsent,
} from '@contract';
import { toSingleLine } from '@contract';
import { applicableConsents, localizedDefinition, sortProcedures, type ConditionContext } from '@engine';
import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { iso } from '../../lib/dates';
import { createHash } from 'node:crypto';
import { recordAchievement, type ParticipantRow } from '../accounts/service';
import { recordAudit } from '../audit/service';
import {
  completeFirst,
  conditionParticipant,
  NOT_ELIGIBLE,
  participantAnswers,
  requireUserStudy,
  studyForParticipant,
  studyOfConsent,
} from '../study/service';
import { assignOpenStudies, completedProcedures } from '../user-studies/service';
import { assentAfterSignature } from './assent';
import { SIGNED_CONSENT_TEXTS } from './consent-texts';
import { linkSignatureToReauth } from './reauth-repository';
import {
  ensureUserConsents,
  findSignedConsentRow,
  markConsentInProgress,
  signUserConsent,
  type UserConsentRow,
} from './repository';

// Consents (spec 001 §4 consent flow): the consents whose rule holds for the participant, each
// signed once in order (a parent or guardian before the minor). A signature keeps the name typed,
// the time, what the signature means, and the exact texts signed.

export const ALREADY_SIGNED = 'This consent has already been signed.';

/** What a signature means, stored with it (who signs, in which capacity), in English. */
export const SIGNATURE_MEANING: Record<ConsentType, string> = SIGNED_CONSENT_TEXTS.en.meaning;

const ACHIEVEMENT: Record<ConsentType, AchievementCode> = {
  adult: 'consent_adult',
  parental: 'consent_parental',
  child: 'consent_child',
  universal: 'consent_universal',
  jaeb: 'consent_universal',
};

type DefinitionConsent = StudyDefinition['consents'][number];

/** The child of a child profile as the profile names them (first and last name), or null. */
export function childName(participant: Pick<ParticipantRow, 'child_first_name' | 'child_last_name'>): string | null {
  const name = [participant.child_first_name, participant.child_last_name]
    .map((s) => s?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || null;
}

async function consentContext(tx: Queryable, participant: ParticipantRow, now: Date): Promise<ConditionContext> {
  const answers = await participantAnswers(tx, participant.id);
  return {
    now,
    participant: conditionParticipant(participant),
    storedAnswers: answers.map((a) => ({
      question: a.question_id,
      question_option: a.question_option_id,
      value: a.value,
      study_id: a.study_id,
    })),
  };
}

/**
 * The applicable consents of a user study with their rows (created on first sight, so each has a
 * user_consent_id), their texts in `lang`.
 */
async function applicableWithRows(
  tx: Queryable,
  participant: ParticipantRow,
  userStudyId: number,
  now: Date,
  lang: ContentLang = 'en',
) {
  const us = await requireUserStudy(tx, participant.id, userStudyId);
  const definition = localizedDefinition(us.definition, lang);
  const consents = applicableConsents(definition.consents, await consentContext(tx, participant, now));
  const rows = await ensureUserConsents(tx, us.id, consents);
  return { us, items: consents.map((consent) => ({ consent, row: rows.find((r) => r.consent_id === consent.id)! })) };
}

function toUserConsent(consent: DefinitionConsent, row: UserConsentRow): UserConsent {
  const { agreement_text: _agreement, ...info } = consent;
  return {
    ...info,
    user_consent_id: row.id,
    signature: row.signed_at
      ? { subject_name: row.subject_name!, user_consent_id: row.id, created_at: iso(row.signed_at)! }
      : null,
  };
}

export async function listConsents(
  db: Database,
  participant: ParticipantRow,
  userStudyId: number,
  lang: ContentLang = 'en',
  now = new Date(),
): Promise<UserConsent[]> {
  return db.transaction(async (tx) =>
    (await applicableWithRows(tx, participant, userStudyId, now, lang)).items.map(({ consent, row }) =>
      toUserConsent(consent, row),
    ),
  );
}

export interface SignOptions {
  now?: Date;
  /** The re-authentication the signature is made under (DECISIONS §11), kept with it. */
  reauthId?: number;
  /** Signed from /assent (the token carries the assent privilege): the assent achievement is earned. */
  assentToken?: boolean;
  /** The language the consent was shown in: its texts are signed, stored and printed in it. */
  lang?: ContentLang;
}

export async function signConsent(
  db: Database,
  participant: ParticipantRow,
  userStudyId: number,
  consentId: number,
  payload: SignPayload,
  { now = new Date(), reauthId, assentToken = false, lang = 'en' }: SignOptions = {},
) {
  // Kept as a name is written: single ordinary spaces between its parts, none at either end, so
  // padding of em spaces or blanks is not signed. A signature of blanks only is no signature.
  const subjectName = toSingleLine(payload.subject_name);
  if (subjectName === '') throw badRequest({ subject_name: ['This field is required.'] });
  return db.transaction(async (tx) => {
    const { us, items } = await applicableWithRows(tx, participant, userStudyId, now, lang);
    const index = items.findIndex((i) => i.consent.id === consentId);
    if (index < 0) throw notFound('This consent is not one you are asked to sign.');
    const { consent, row } = items[index];
    if (payload.user_consent_id !== row.id)
      throw badRequest({ user_consent_id: ['This is not the id of this consent for you.'] });
    if (row.signed_at) throw conflict({ detail: ALREADY_SIGNED });
    if (us.is_eligible === false) throw badRequest({ non_field_errors: [NOT_ELIGIBLE] });
    const sorted = sortProcedures(us.definition.procedures);
    const previous = sorted[sorted.findIndex((p) => p.id === 'consent') - 1];
    if (previous && !(await completedProcedures(tx, us.id)).has(previous.id))
      throw badRequest({ non_field_errors: [completeFirst(previous.title)] });
    const earlier = items.slice(0, index).find((i) => !i.row.signed_at);
    if (earlier)
      throw badRequest({
        non_field_errors: [`Please sign the ${earlier.consent.description ?? `consent ${earlier.consent.id}`} first.`],
      });

    const language = consent.lang ?? 'en';
    const signedAt = await signUserConsent(tx, row.id, {
      subjectName,
      meaning: SIGNED_CONSENT_TEXTS[language].meaning[consent.consent_type],
      // Exactly the texts shown: the language's where the study translates them, else the English.
      consentText: consent.text ?? '',
      agreementText: consent.agreement_text,
      childName: consent.consent_type === 'parental' ? childName(participant) : null,
      at: now,
      language,
      description: consent.description ?? null,
    });
    if (!signedAt) throw conflict({ detail: ALREADY_SIGNED });
    if (reauthId !== undefined) await linkSignatureToReauth(tx, row.id, reauthId);
    // Which text was signed (its SHA-256; the text itself is kept with the signature), in which language, under which re-authentication.
    await recordAudit(tx, {
      action: 'consent_signed',
      participantId: participant.id,
      userStudyId: us.id,
      consentId: row.id,
      detail: {
        consent: consent.id,
        consent_type: consent.consent_type,
        language,
        text_sha256: createHash('sha256')
          .update(consent.text ?? '')
          .digest('hex'),
        reauth_id: reauthId ?? null,
      },
    });
    await markConsentInProgress(tx, us.id);
    // A signed core-study consent enrols the participant: the studies for enrolled participants follow.
    if (us.study_type === 'core_study') await assignOpenStudies(tx, participant.id);
    await recordAchievement(tx, {
      participantId: participant.id,
      code: ACHIEVEMENT[consent.consent_type],
      studyId: us.study_id,
      userStudyId: us.id,
      payload: { signed_consent_id: row.id },
    });
    const assent = await assentAfterSignature(tx, participant, {
      studyType: us.study_type,
      signed: consent.consent_type,
      unsignedChild: items.some((i) => i.consent.consent_type === 'child' && !i.row.signed_at && i.row.id !== row.id),
      assentToken,
    });
    return {
      sms_consent_required: participant.sms_consent === null,
      assent,
      signature: { subject_name: subjectName, user_consent_id: row.id, created_at: iso(signedAt)! },
    };
  });
}

export interface SignedConsentView extends SignedConsent {
  signature_meaning: string;
  description: string | null;
  study_title: string;
}

/** A signed consent of the participant; 404 when it is not theirs or not signed. */
export async function findSignedConsent(
  db: Queryable,
  participantId: number,
  userConsentId: number,
): Promise<SignedConsentView> {
  const row = await findSignedConsentRow(db, participantId, userConsentId);
  if (!row) throw notFound('Signed consent not found.');
  const lang = row.language ?? 'en';
  // Headings in the language signed in: the description as shown then, the study's title in that language.
  const definition = localizedDefinition(row.definition, lang);
  const description =
    row.consent_description ?? row.definition.consents.find((c) => c.id === row.consent_id)?.description ?? null;
  return {
    consent_type: row.consent_type,
    created_at: iso(row.signed_at)!,
    subject_name: row.subject_name!,
    study_id: row.study_id,
    signed_consent_id: row.id,
    consent_id: row.consent_id,
    consent_text: row.consent_text ?? '',
    agreement_text: row.agreement_text ?? '',
    child_name: row.child_name,
    signature_meaning: row.signature_meaning ?? SIGNED_CONSENT_TEXTS[lang].meaning[row.consent_type],
    description,
    study_title: lang === 'en' ? row.study_title : definition.study.title,
    lang,
  };
}

/** `GET {api}/consents/{id}`: the body to read before signing; only for a study assigned to the participant. */
export async function consentBody(
  db: Queryable,
  participantId: number,
  consentId: number,
  lang: ContentLang = 'en',
): Promise<ConsentBody> {
  const study = await studyOfConsent(db, consentId);
  if (!study) throw notFound('Consent not found.');
  await studyForParticipant(db, participantId, study.id);
  const c = localizedDefinition(study.definition, lang).consents.find((x) => x.id === consentId)!;
  return {
    agreement_text: c.agreement_text,
    consent: c.text ?? '',
    consent_type: c.consent_type,
    description: c.description ?? null,
    id: c.id,
    order: c.order,
    isChildConsent: c.consent_type === 'child',
    isJAEB: c.consent_type === 'jaeb',
    ...(c.lang ? { lang: c.lang } : {}),
  };
}
