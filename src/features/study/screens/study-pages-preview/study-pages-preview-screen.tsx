import { useSearch } from 'wouter';
import type { ProcedureId } from '@contract';
import { getResearch } from '../../api/get-research';
import { getUserStudy } from '../../api/get-user-study';
import { listIntroPages } from '../../api/list-intro-pages';
import { listUserProcedures } from '../../api/list-user-procedures';
import { ConclusionPage } from '../parts/conclusion-page';
import { IntroPage } from '../parts/intro-page';
import { ResearchPage } from '../parts/research-page';
import { LoadState, StudyFrame } from '../parts/study-frame';
import { useRouteIds } from '../parts/route-ids';
import { usePageData } from '../parts/use-page-data';
import { ExternalServicesPreview } from './external-services-preview';

// A development page (like the widget gallery, compiled out of the package and the embed by
// __REGISTRY_DEV_ROUTES__): the intro, conclusion and research components on one of the signed-in
// participant's real user studies, for e2e and axe until the survey screen renders them.
// `?page=intro|conclusion|research|external`, `&procedure=` for the conclusion page (default questionnaire).

const PREVIEW_TITLE = 'Study pages preview';
const noop = () => undefined;

export function StudyPagesPreviewScreen() {
  const ids = useRouteIds();
  const query = new URLSearchParams(useSearch());
  const page = query.get('page') ?? 'intro';
  const procedure = (query.get('procedure') ?? 'questionnaire') as ProcedureId;
  const loaded = usePageData(async (client) => {
    const userStudy = await getUserStudy(client, ids.userId, ids.userStudyId);
    const [introPages, research, userProcedures] = await Promise.all([
      page === 'intro' ? listIntroPages(client, ids.studyId) : [],
      page === 'research' ? getResearch(client, ids.userId, ids.userStudyId) : null,
      listUserProcedures(client, ids.userId, ids.userStudyId),
    ]);
    return { userStudy, introPages, research, userProcedures };
  }, `${ids.userId}/${ids.userStudyId}/${page}`);
  if (loaded.state !== 'ready')
    return (
      <StudyFrame title={PREVIEW_TITLE}>
        <LoadState loaded={loaded} />
      </StudyFrame>
    );
  const { userStudy, introPages, research, userProcedures } = loaded.data;
  return (
    <StudyFrame title={PREVIEW_TITLE}>
      {page === 'external' ? (
        <ExternalServicesPreview userStudy={userStudy} participantId={ids.userId} />
      ) : page === 'research' && research ? (
        <ResearchPage
          research={research}
          userStudy={userStudy}
          userProcedures={userProcedures}
          participantId={ids.userId}
        />
      ) : page === 'conclusion' ? (
        <ConclusionPage
          userStudy={userStudy}
          procedure={procedure}
          eligible={userStudy.is_eligible !== false}
          title="Thank you!"
          bodyHtml="<p>Your answers were submitted. Thank you for helping type 1 diabetes research.</p>"
          onMain={noop}
          ids={ids}
        />
      ) : (
        <IntroPage userStudy={userStudy} introPages={introPages} participantId={ids.userId} onContinue={noop} />
      )}
    </StudyFrame>
  );
}
