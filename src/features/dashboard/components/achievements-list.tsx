import { paths } from '@/config/paths';
import type { Achievement } from '@contract/user-study';
import { Button, ButtonLink } from '@/shared/ui/button';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { achievementDocument, achievementKind, displayDate, type AchievementDocument } from '../model';
import { AchievementIcon } from './icons';

export interface AchievementsListProps {
  achievements: readonly Achievement[];
  participantId: number;
  onDownload: (doc: AchievementDocument) => void;
  /** Study titles by study id: Download and Review name the study their document belongs to. */
  studyTitles?: ReadonlyMap<number, string>;
}

function reviewHref(doc: AchievementDocument, participantId: number): string {
  return doc.kind === 'consent'
    ? paths.signedConsent.href(doc.studyId, participantId, doc.signedConsentId)
    : paths.reviewAnswers.href(
        { studyId: doc.studyId, userStudyId: doc.userStudyId, userId: participantId },
        doc.procedure,
        'dashboard',
      );
}

/** Achievements with their icons; consent, screening and questionnaire ones offer Download and Review (spec 000 §2). */
export function AchievementsList({ achievements, participantId, onDownload, studyTitles }: AchievementsListProps) {
  if (achievements.length === 0) return <p className="registry-dash-group__empty">{T.empty.achievements}</p>;
  return (
    <ul className="registry-dash-achievements">
      {achievements.map((a, index) => {
        const kind = achievementKind(a.code);
        const doc = achievementDocument(a);
        const earned = displayDate(a.created_at) ?? '';
        const study = a.study_id ? studyTitles?.get(a.study_id) : undefined;
        const name = (action: string) => T.achievements.actionFor(action, a.title, study, earned);
        return (
          <li key={`${a.code}-${a.user_study_id ?? ''}-${index}`} className="registry-dash-achievement">
            <AchievementIcon kind={kind} label={T.achievements.kinds[kind]} />
            <div className="registry-dash-achievement__body">
              <p className="registry-dash-achievement__title">{a.title}</p>
              <p className="registry-dash-achievement__date">{T.achievements.earned(earned)}</p>
              {doc && (
                <div className="registry-dash-achievement__actions">
                  <Button
                    variant="secondary"
                    onClick={() => onDownload(doc)}
                    aria-label={name(T.achievements.download)}
                  >
                    {T.achievements.download}
                  </Button>
                  <ButtonLink
                    variant="secondary"
                    href={reviewHref(doc, participantId)}
                    aria-label={name(T.achievements.review)}
                  >
                    {T.achievements.review}
                  </ButtonLink>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
