import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { getUserStudy } from '../api/get-user-study';
import { listUserProcedures } from '../api/list-user-procedures';
import { preselectOutcome } from '@engine/screen';
import { displayDay } from './parts/format';
import { CLOSED_TEXT as T, COMMON_TEXT } from './parts/page-texts';
import { LoadState, StudyFrame } from './parts/study-frame';
import { useRouteIds } from './parts/route-ids';
import { usePageData } from './parts/use-page-data';

/**
 * `…/closed-study` (spec 001 §2, §4): a banner saying the study is no longer open to enrollment
 * through the registry, or 'Study is expired' with the study's title when the system closed it for
 * the participant. Skipped (back to the survey) when the study is still open for the participant,
 * as the engine's preselect decides (a research opportunity in progress).
 */
export function ClosedStudyScreen() {
  const ids = useRouteIds();
  const [, navigate] = useLocation();
  const loaded = usePageData(async (client) => {
    const [userStudy, userProcedures] = await Promise.all([
      getUserStudy(client, ids.userId, ids.userStudyId),
      listUserProcedures(client, ids.userId, ids.userStudyId),
    ]);
    return { userStudy, open: preselectOutcome(userStudy, null, userProcedures) !== 'closed-study' };
  }, `${ids.userId}/${ids.userStudyId}`);
  const open = loaded.state === 'ready' && loaded.data.open;
  const surveyHref = paths.survey.href(ids);
  useEffect(() => {
    if (open) navigate(surveyHref, { replace: true });
  }, [open, navigate, surveyHref]);

  if (loaded.state !== 'ready' || loaded.data.open)
    return (
      <StudyFrame title={T.pageTitle}>
        <LoadState loaded={loaded.state === 'ready' ? { state: 'loading' } : loaded} />
      </StudyFrame>
    );
  const us = loaded.data.userStudy;
  const expired = us.dashboard_status === 'closed_by_system';
  const closedOn = displayDay(us.study_closed_at);
  return (
    <StudyFrame title={T.pageTitle}>
      <article className="registry-study-page" aria-labelledby="closed-study-title">
        <h1 id="closed-study-title">{us.study_title}</h1>
        <div className="registry-study-page__banner">
          <p className="registry-study-page__banner-title">{expired ? T.expired : T.closed}</p>
          {closedOn && <p>{T.closedOn(closedOn)}</p>}
        </div>
        <p>{T.thanks}</p>
        <div className="registry-study-page__actions">
          <ButtonLink href={paths.dashboard.href()}>{COMMON_TEXT.backToDashboard}</ButtonLink>
        </div>
      </article>
    </StudyFrame>
  );
}
