import dayjs from 'dayjs';
import { paths } from '@/config/paths';
import type { Achievement } from '@contract/user-study';
import { Button, ButtonLink } from '@/shared/ui/button';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { DISPLAY_DATE_FORMAT, achievementDocument, achievementKind, type AchievementDocument } from '../model';
import { AchievementIcon } from './icons';

export interface AchievementsListProps {
  achievements: readonly Achievement[];
  participantId: number;
  onDownload: (doc: AchievementDocument) => void;
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
export function AchievementsList({ achievements, participantId, onDownload }: AchievementsListProps) {
  if (achievements.length === 0) return <p className="registry-dash-group__empty">{T.empty.achievements}</p>;
  return (
    <ul className="registry-dash-achievements">
      {achievements.map((a, index) => {
        const kind = achievementKind(a.code);
        const doc = achievementDocument(a);
        const id = `registry-achievement-${index}`;
        return (
          <li key={`${a.code}-${a.user_study_id ?? ''}-${index}`} className="registry-dash-achievement">
            <AchievementIcon kind={kind} label={T.achievements.kinds[kind]} />
            <div className="registry-dash-achievement__body">
              <p id={id} className="registry-dash-achievement__title">
                {a.title}
              </p>
              <p className="registry-dash-achievement__date">
                {T.achievements.earned(dayjs(a.created_at).format(DISPLAY_DATE_FORMAT))}
              </p>
              {doc && (
                <div className="registry-dash-achievement__actions">
                  <Button variant="secondary" onClick={() => onDownload(doc)} aria-describedby={id}>
                    {T.achievements.download}
                  </Button>
                  <ButtonLink variant="secondary" href={reviewHref(doc, participantId)} aria-describedby={id}>
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
