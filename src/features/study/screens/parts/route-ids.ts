import { useParams } from 'wouter';

/** The numeric ids of a study route's path (`:studyId`, `:userStudyId`, `:userId`, `:consentId`); NaN when absent. */
export function useRouteIds() {
  const params = useParams<Record<string, string | undefined>>();
  const num = (name: string) => Number(params[name] ?? NaN);
  return {
    studyId: num('studyId'),
    userStudyId: num('userStudyId'),
    userId: num('userId'),
    consentId: num('consentId'),
  };
}
