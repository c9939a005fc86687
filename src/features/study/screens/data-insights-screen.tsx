import { paths } from '@/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { getDataInsights } from '../api/get-data-insights';
import { ChoiceChart, NumberFigure } from './parts/givebacks-charts';
import { COMMON_TEXT, INSIGHTS_TEXT as T } from './parts/page-texts';
import { LoadState, StudyFrame } from './parts/study-frame';
import { useRouteIds } from './parts/route-ids';
import { usePageData } from './parts/use-page-data';
import './parts/givebacks-charts.css';

/**
 * `…/data-insights` (spec 001 §2): the live-data givebacks of the study's questionnaire, reached
 * from the conclusion page. Only aggregates over at least `min_group_size` people; charts that do
 * not need colour, each with a table. This screen (and its chart code) loads only on its route.
 */
export function DataInsightsScreen() {
  const ids = useRouteIds();
  const loaded = usePageData((client) => getDataInsights(client, ids.studyId), String(ids.studyId));
  return (
    <StudyFrame title={T.pageTitle} wide>
      {loaded.state !== 'ready' ? (
        <LoadState loaded={loaded} />
      ) : (
        <article className="registry-study-page registry-study-page--wide" aria-labelledby="insights-title">
          <h1 id="insights-title">{T.pageTitle}</h1>
          {loaded.data.charts.length === 0 ? (
            <p className="registry-study-page__lead">{T.notEnough(loaded.data.min_group_size)}</p>
          ) : (
            <>
              <p className="registry-study-page__lead">{T.intro(loaded.data.participants, loaded.data.study_title)}</p>
              <div className="registry-insights">
                {loaded.data.charts.map((chart) =>
                  chart.kind === 'choice' ? (
                    <ChoiceChart key={`c${chart.question_id}`} chart={chart} />
                  ) : (
                    <NumberFigure key={`n${chart.option_id}`} chart={chart} />
                  ),
                )}
              </div>
            </>
          )}
          <div className="registry-study-page__actions">
            <ButtonLink href={paths.dashboard.href()}>{COMMON_TEXT.backToDashboard}</ButtonLink>
          </div>
        </article>
      )}
    </StudyFrame>
  );
}
