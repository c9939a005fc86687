import { useMemo } from 'react';
import { useParams } from 'wouter';
import type { SurveyIds } from '../../session/session-types';

/** The numeric ids of a study route's path; NaN for one the route does not have. */
export interface RouteIds extends SurveyIds {
  /** The signed consent's id (`…/consent/:consentId`). */
  consentId: number;
}

/**
 * The ids of the current study route (`:studyId`, `:userStudyId`, `:userId`, `:consentId`) as
 * numbers, the same object while they stay the same (screens load and navigate by them).
 */
export function useRouteIds(): RouteIds {
  const { studyId, userStudyId, userId, consentId } = useParams<Record<string, string | undefined>>();
  return useMemo(
    () => ({
      studyId: Number(studyId),
      userStudyId: Number(userStudyId),
      userId: Number(userId),
      consentId: Number(consentId),
    }),
    [studyId, userStudyId, userId, consentId],
  );
}
