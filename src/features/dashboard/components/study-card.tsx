import { useLocale } from '@/shared/i18n/use-locale';
import { memo, useId } from 'react';
import type { Promotion, UserStudy } from '@contract/user-study';
import { Button } from '@/shared/ui/button';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import {
  canRetakeScreening,
  cardExpiry,
  displayDate,
  foreignLang,
  isResearchOpportunity,
  progressLabel,
  showsCustomTag,
  showsReward,
  studyAction,
  viewedText,
} from '../model';
import { StudyTypeIcon } from './icons';
import { PromotionList } from './promotion-list';

export interface StudyCardProps {
  study: UserStudy;
  /** How the card is shown: an open study, a line of the questionnaire history, or a closed one. */
  variant?: 'open' | 'history' | 'closed';
  onOpen: (study: UserStudy) => void;
  onRetake: (study: UserStudy) => void;
  /** An open research opportunity's promotions, once loaded (undefined keeps the memoised card). */
  promotions?: readonly Promotion[];
  participantId?: number;
  onPromotion?: (study: UserStudy, promotion: Promotion) => void;
}

/** One study or research opportunity: type icon, tags, title, progress and its button (spec 000 §2). */
export const StudyCard = memo(function StudyCard({
  study,
  variant = 'open',
  onOpen,
  onRetake,
  promotions,
  participantId,
  onPromotion,
}: StudyCardProps) {
  const lang = foreignLang(study, useLocale()); // memo'd: renders again when the language changes
  const titleId = useId();
  const opportunity = isResearchOpportunity(study);
  const typeName = T.studyType[study.study_type];
  const expiry = variant === 'open' ? cardExpiry(study) : null;
  const intro = variant === 'open' && study.dashboard_status !== 'completed' ? T.intro[study.study_type] : undefined;
  const reward = showsReward(study);
  const completed = variant === 'history' ? displayDate(study.completed_at) : null;
  const action = variant === 'closed' ? 'View details' : studyAction(study);
  return (
    <li className={`registry-dash-card registry-dash-card--${variant}`}>
      <article aria-labelledby={titleId}>
        <div className="registry-dash-card__top">
          <span className="registry-dash-card__type">
            <StudyTypeIcon type={study.study_type} label={typeName} />
            <span aria-hidden="true">{typeName}</span>
          </span>
          {showsCustomTag(study, variant) && (
            <span className="registry-dash-tag" lang={lang}>
              {study.study_custom_tag_text}
            </span>
          )}
        </div>
        <h4 id={titleId} className="registry-dash-card__title" lang={lang}>
          {study.study_title}
        </h4>
        {intro && <p className="registry-dash-card__intro">{intro}</p>}
        <dl className="registry-dash-card__facts">
          {variant !== 'closed' && (
            <div>
              <dt>{T.card.status}</dt>
              <dd>{opportunity ? viewedText(study.viewed_at) : T.progress[progressLabel(study)]}</dd>
            </div>
          )}
          {completed && (
            <div>
              <dt className="registry-visually-hidden">{T.card.status}</dt>
              <dd>{T.card.completedOn(completed)}</dd>
            </div>
          )}
          {variant === 'open' && study.study_approximate_complete_time && (
            <div>
              <dt>{T.card.time}</dt>
              <dd lang={lang}>{study.study_approximate_complete_time}</dd>
            </div>
          )}
          {reward && variant !== 'closed' && (
            <div>
              <dt>{T.card.reward}</dt>
              <dd lang={lang}>{study.study_reward_text}</dd>
            </div>
          )}
        </dl>
        {expiry && <p className="registry-dash-card__expiry">{T.card.expires(expiry)}</p>}
        {variant === 'closed' && (
          <p className="registry-dash-card__note">{opportunity ? T.card.closedViewedOnly : T.card.closedStudy}</p>
        )}
        <div className="registry-dash-card__actions">
          <Button
            variant={action === 'View details' ? 'secondary' : 'primary'}
            onClick={() => onOpen(study)}
            aria-label={T.card.openFor(T.actions[action], study.study_title)}
          >
            {T.actions[action]}
          </Button>
          {variant === 'open' && canRetakeScreening(study) && (
            <Button
              variant="link"
              onClick={() => onRetake(study)}
              aria-label={T.card.openFor(T.card.retake, study.study_title)}
            >
              {T.card.retake}
            </Button>
          )}
        </div>
        {promotions && participantId !== undefined && onPromotion && (
          <PromotionList study={study} promotions={promotions} participantId={participantId} onClick={onPromotion} />
        )}
      </article>
    </li>
  );
});
