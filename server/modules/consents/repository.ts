import type { ContentLang, ConsentType, StudyDefinition } from '@contract';
import { one, type Queryable } from '../../db/database';

// Every statement of the consents module: a participant's consent rows and their signatures.

export interface UserConsentRow {
  id: number;
  user_study_id: number;
  consent_id: number;
  consent_type: ConsentType;
  subject_name: string | null;
  signature_meaning: string | null;
  consent_text: string | null;
  agreement_text: string | null;
  /** The child a parental consent is signed for, as the profile named them then. */
  child_name: string | null;
  signed_at: Date | null;
  /** The language the consent was shown and signed in; null: signed before languages, English. */
  language: ContentLang | null;
  /** The consent's heading as shown when signed. */
  consent_description: string | null;
}

/** Creates the rows of consents seen for the first time (so each has a user_consent_id); answers them all. */
export async function ensureUserConsents(
  tx: Queryable,
  userStudyId: number,
  consents: ReadonlyArray<{ id: number; consent_type: ConsentType }>,
) {
  for (const c of consents) {
    await tx.query(
      `insert into user_consents (user_study_id, consent_id, consent_type) values ($1, $2, $3)
       on conflict (user_study_id, consent_id) do nothing`,
      [userStudyId, c.id, c.consent_type],
    );
  }
  return tx.query<UserConsentRow>('select * from user_consents where user_study_id = $1', [userStudyId]);
}

export interface Signature {
  subjectName: string;
  meaning: string;
  consentText: string;
  agreementText: string;
  childName: string | null;
  at: Date;
  language: ContentLang;
  description: string | null;
}

/** Signs an unsigned row; answers when, or undefined when it was signed meanwhile. */
export async function signUserConsent(tx: Queryable, userConsentId: number, s: Signature): Promise<Date | undefined> {
  const row = await one<{ signed_at: Date }>(
    tx,
    `update user_consents set subject_name = $2, signature_meaning = $3, consent_text = $4, agreement_text = $5,
      child_name = $6, signed_at = $7, language = $8, consent_description = $9
      where id = $1 and signed_at is null returning signed_at`,
    [
      userConsentId,
      s.subjectName,
      s.meaning,
      s.consentText,
      s.agreementText,
      s.childName,
      s.at,
      s.language,
      s.description,
    ],
  );
  return row?.signed_at;
}

/** The dashboard shows a signature as consent in progress (until the study completes). */
export async function markConsentInProgress(tx: Queryable, userStudyId: number) {
  await tx.query(
    `update user_studies set current_status = 'Consent: in progress', updated_at = now() where id = $1
      and dashboard_status <> 'completed'`,
    [userStudyId],
  );
}

export type SignedConsentRow = UserConsentRow & { study_id: number; study_title: string; definition: StudyDefinition };

/** A signed consent of the participant, with its study; undefined when not theirs or not signed. */
export const findSignedConsentRow = (db: Queryable, participantId: number, userConsentId: number) =>
  one<SignedConsentRow>(
    db,
    `select uc.*, us.study_id, s.title as study_title, s.definition from user_consents uc
       join user_studies us on us.id = uc.user_study_id join studies s on s.id = us.study_id
      where uc.id = $1 and us.participant_id = $2 and uc.signed_at is not null`,
    [userConsentId, participantId],
  );

/** The core-study user study with an unsigned child consent whose parental consent is signed (DECISIONS §7). */
export const findAssentTarget = (db: Queryable, participantId: number) =>
  one<{ study_id: number; user_study_id: number }>(
    db,
    `select us.study_id, us.id as user_study_id from user_studies us join studies s on s.id = us.study_id
      where us.participant_id = $1 and s.study_type = 'core_study'
        and exists (select 1 from user_consents c where c.user_study_id = us.id and c.consent_type = 'child'
                      and c.signed_at is null)
        and exists (select 1 from user_consents c where c.user_study_id = us.id and c.consent_type = 'parental'
                      and c.signed_at is not null)
      order by us.id limit 1`,
    [participantId],
  );

/** Whether the participant has signed any consent of a core study (what their profile type and age chose). */
export async function hasSignedCoreConsent(db: Queryable, participantId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from user_consents c join user_studies us on us.id = c.user_study_id join studies s on s.id = us.study_id
      where us.participant_id = $1 and s.study_type = 'core_study' and c.signed_at is not null limit 1`,
    [participantId],
  );
  return rows.length > 0;
}

/** The ids of the participant's signed consents, in the order they were signed. */
export const signedConsentIdsOf = async (db: Queryable, participantId: number) =>
  (
    await db.query<{ id: number }>(
      `select uc.id from user_consents uc join user_studies us on us.id = uc.user_study_id
        where us.participant_id = $1 and uc.signed_at is not null order by uc.signed_at, uc.id`,
      [participantId],
    )
  ).map((r) => r.id);
