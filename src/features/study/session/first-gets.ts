// The survey's first requests as addresses (study-session.ts `load`), for the standalone entry to
// ask before the app has loaded: everything that does not need the participant, and the questions
// once the participant's answer is there. The study session's test checks that its load asks for
// exactly these, so the two cannot drift apart unseen.

/** One request: its path under the API base, and those that need its answer. */
export interface FirstGet {
  path: string;
  then?: (body: unknown) => FirstGet[];
}

/** Whose questions a participant answers: their profile type's, an adult's while it is not set. */
export function questionsProfileType<T extends string>(participant: { profile_type?: T | null }): T | 'adult' {
  return participant.profile_type ?? 'adult';
}

const SURVEY_PATH = /^\/survey\/study\/(\d+)\/user-study\/(\d+)\/user\/(\d+)\/?$/;

/** What a survey page's load asks first; nothing for any other page. */
export function surveyFirstGets(pathname: string): FirstGet[] {
  const match = SURVEY_PATH.exec(pathname);
  if (!match) return [];
  const [, studyId, userStudyId, userId] = match;
  const questions = (participant: unknown): FirstGet[] =>
    participant && typeof participant === 'object'
      ? [
          {
            path: `/studies/${studyId}/profile-type/${questionsProfileType(participant as { profile_type?: string | null })}/questions`,
          },
        ]
      : [];
  return [
    { path: `/participant/${userId}`, then: questions },
    { path: `/participants/${userId}/user-studies/${userStudyId}/answers` },
    { path: `/studies/${studyId}/procedures` },
    { path: `/participant/${userId}/user-studies/${userStudyId}/user-procedures` },
    { path: `/studies/${studyId}/question_rules` },
    { path: `/participant/${userId}/user-studies/${userStudyId}` },
    { path: `/v2/ui-module-settings?study_id=${studyId}` },
    { path: `/participant/${userId}/events?user_study=${userStudyId}` },
  ];
}
