import type { UserProcedure, UserStudy } from '@contract';
import { getResearch } from '../../api/get-research';
import { getStudy } from '../../api/get-study';
import { listIntroPages } from '../../api/list-intro-pages';
import type { SurveyIds } from '../../session/study-session';
import { IntroPage } from '../parts/intro-page';
import { ResearchPage } from '../parts/research-page';
import { LoadState } from '../parts/study-frame';
import { usePageData } from '../parts/use-page-data';

// The intro and research procedures of the survey render the study's intro and research pages
// (screens/parts/, spec 001 §2); their own content (intro pages, the research link) loads when the step opens.

export function IntroStep({
  ids,
  userStudy,
  onContinue,
}: {
  ids: SurveyIds;
  userStudy: UserStudy;
  onContinue: () => void;
}) {
  // The enrollment block's count is the full study's number_of_users_completed_a_study; the intro
  // still opens when the study cannot be read (the block then shows the goal alone).
  const loaded = usePageData(
    (client) =>
      Promise.all([
        listIntroPages(client, ids.studyId),
        getStudy(client, ids.studyId).then(
          (study) => study.number_of_users_completed_a_study ?? null,
          () => null,
        ),
      ]),
    `intro-${ids.studyId}`,
  );
  if (loaded.state !== 'ready') return <LoadState loaded={loaded} />;
  const [introPages, numberOfUsers] = loaded.data;
  return (
    <IntroPage
      userStudy={userStudy}
      introPages={introPages}
      participantId={ids.userId}
      numberOfUsers={numberOfUsers}
      emailNotifications={userStudy.email_notifications ?? true}
      onContinue={onContinue}
    />
  );
}

export function ResearchStep(props: {
  ids: SurveyIds;
  userStudy: UserStudy;
  userProcedures: readonly UserProcedure[];
}) {
  const { ids, userStudy, userProcedures } = props;
  const loaded = usePageData(
    (client) => getResearch(client, ids.userId, ids.userStudyId),
    `research-${ids.userStudyId}`,
  );
  if (loaded.state !== 'ready') return <LoadState loaded={loaded} />;
  return (
    <ResearchPage
      research={loaded.data}
      userStudy={userStudy}
      userProcedures={userProcedures}
      participantId={ids.userId}
    />
  );
}
