import { memo, useMemo } from 'react';
import { useLocale } from '@/shared/i18n/use-locale';
import type { Achievement, Promotion, UserStudy } from '@contract';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import type { PromotionsByStudy } from '../hooks/use-promotions';
import { bannerCounts, bannerText, sortAchievements, type AchievementDocument, type DashboardGroups } from '../model';
import { AchievementsList } from './achievements-list';
import { CardGroup, DashboardSection } from './dashboard-section';
import { StudyCard } from './study-card';

export interface DashboardBodyProps {
  studies: readonly UserStudy[];
  /** The studies grouped once, by the screen (it also picks the research opportunities' promotions). */
  groups: DashboardGroups<UserStudy>;
  promotions: PromotionsByStudy;
  onPromotion: (us: UserStudy, promotion: Promotion) => void;
  achievements: readonly Achievement[];
  participantId: number;
  onOpen: (us: UserStudy) => void;
  onRetake: (us: UserStudy) => void;
  onDownload: (doc: AchievementDocument) => void;
}

/** The banner line and the four sections of spec 000 §2, grouped by the model (spec 000 §4). */
export const DashboardBody = memo(function DashboardBody({
  studies,
  groups,
  promotions,
  onPromotion,
  achievements,
  participantId,
  onOpen,
  onRetake,
  onDownload,
}: DashboardBodyProps) {
  // A memo'd part renders again when the language changes: its texts are the new language's.
  const locale = useLocale();
  const banner = useMemo(() => bannerText(bannerCounts(studies)), [studies, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- the text follows the language
  const sorted = useMemo(() => sortAchievements(achievements), [achievements]);
  const studyTitles = useMemo(() => new Map(studies.map((us) => [us.study_id, us.study_title])), [studies]);
  const cards = (list: readonly UserStudy[], variant?: 'open' | 'history' | 'closed') =>
    list.map((us) => {
      const own = promotions.get(us.id);
      return (
        <StudyCard
          key={us.id}
          study={us}
          variant={variant}
          onOpen={onOpen}
          onRetake={onRetake}
          promotions={own}
          participantId={own && participantId}
          onPromotion={own && onPromotion}
        />
      );
    });
  const { notStarted, inProgress, completed } = groups.studies;
  const { viewed, notViewed } = groups.researchOpportunities;
  return (
    <>
      <p className="registry-dash-banner">{banner}</p>
      <DashboardSection title={T.sections.studies}>
        <CardGroup title={T.sections.notStarted} empty={T.empty.notStarted} count={notStarted.length}>
          {cards(notStarted)}
        </CardGroup>
        <CardGroup title={T.sections.inProgress} empty={T.empty.inProgress} count={inProgress.length}>
          {cards(inProgress)}
        </CardGroup>
        <CardGroup title={T.sections.completed} empty={T.empty.completed} count={completed.length}>
          {cards(completed)}
        </CardGroup>
      </DashboardSection>
      <DashboardSection title={T.sections.opportunities}>
        <CardGroup title={T.sections.notViewed} empty={T.empty.notViewed} count={notViewed.length}>
          {cards(notViewed)}
        </CardGroup>
        <CardGroup title={T.sections.viewed} empty={T.empty.viewed} count={viewed.length}>
          {cards(viewed)}
        </CardGroup>
      </DashboardSection>
      {groups.showQuestionnaireHistory && (
        <DashboardSection title={T.sections.history}>
          <CardGroup empty={T.empty.history} count={groups.questionnaireHistory.length}>
            {cards(groups.questionnaireHistory, 'history')}
          </CardGroup>
        </DashboardSection>
      )}
      <DashboardSection title={T.sections.closed}>
        <CardGroup empty={T.empty.closed} count={groups.closed.length}>
          {cards(groups.closed, 'closed')}
        </CardGroup>
      </DashboardSection>
      <DashboardSection title={T.sections.achievements}>
        <AchievementsList
          achievements={sorted}
          participantId={participantId}
          onDownload={onDownload}
          studyTitles={studyTitles}
        />
      </DashboardSection>
    </>
  );
});
