import type { UserProcedure, UserStudy } from '../../../../shared/api/contract';
import { getResearch } from '../../api/get-research';
import { listIntroPages } from '../../api/list-intro-pages';
import type { SurveyIds } from '../../session/study-session';
import { IntroPage } from '../../pages/intro-page';
import { ResearchPage } from '../../pages/research-page';
import { LoadState } from '../../pages/study-page-layout';
import { usePageData } from '../../pages/use-page-data';

// The intro and research procedures of the survey render the study pages of src/features/study/pages
// (spec 001 §2); their own content (intro pages, the research link) loads when the step opens.

export function IntroStep({
  ids,
  userStudy,
  onContinue,
}: {
  ids: SurveyIds;
  userStudy: UserStudy;
  onContinue: () => void;
}) {
  const loaded = usePageData((client) => listIntroPages(client, ids.studyId), `intro-${ids.studyId}`);
  if (loaded.state !== 'ready') return <LoadState loaded={loaded} />;
  return (
    <IntroPage userStudy={userStudy} introPages={loaded.data} participantId={ids.userId} onContinue={onContinue} />
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
