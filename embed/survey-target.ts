import type { UserStudy } from '@contract';
import type { SurveySource, SurveyTarget } from './survey-attributes';

/** The participant's user study the gadget opens: the one named by `user-study-id`, else the one of `study-id`. */
export function pickUserStudy<T extends Pick<UserStudy, 'id' | 'study_id'>>(
  list: readonly T[],
  target: SurveyTarget,
): T | undefined {
  if (target.userStudyId !== null) {
    const named = list.find((us) => us.id === target.userStudyId);
    // Both given: they must agree, or the page named a study the participant is not in.
    return named && (target.studyId === null || named.study_id === target.studyId) ? named : undefined;
  }
  return target.studyId === null ? undefined : list.find((us) => us.study_id === target.studyId);
}

/** The survey's path inside the gadget, carrying the source (the public application part unless a partner's). */
export function surveyQuery(source: SurveySource): string {
  return source === 'registry' ? '' : `?source=${source}`;
}
