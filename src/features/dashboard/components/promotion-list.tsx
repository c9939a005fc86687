import type { Promotion, UserStudy } from '@contract';
import { useLocale } from '@/shared/i18n/use-locale';
import { buttonClassName } from '@/shared/ui/button';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { foreignLang, promotionHref } from '../model';

export interface PromotionListProps {
  study: UserStudy;
  promotions: readonly Promotion[];
  participantId: number;
  onClick: (study: UserStudy, promotion: Promotion) => void;
}

/**
 * A research opportunity's promotions (spec 000 §3): each opens its partner's page in a new tab, with
 * the participant id in the address when the promotion asks for it; the click is recorded.
 */
export function PromotionList({ study, promotions, participantId, onClick }: PromotionListProps) {
  const page = useLocale();
  return (
    <ul className="registry-dash-promotions" aria-label={T.promotion.label(study.study_title)}>
      {promotions.map((promotion) => (
        <li key={promotion.id} className="registry-dash-promotion">
          <h5 className="registry-dash-promotion__title" lang={foreignLang(promotion, page)}>
            {promotion.title}
          </h5>
          {/* Plain text: React escapes it, so no markup from the server reaches the page. */}
          {promotion.text && (
            <p className="registry-dash-promotion__text" lang={foreignLang(promotion, page)}>
              {promotion.text}
            </p>
          )}
          <a
            className={buttonClassName('secondary')}
            href={promotionHref(promotion.url, participantId, promotion.add_participant_id_query_param)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClick(study, promotion)}
          >
            <span lang={foreignLang(promotion, page)}>{promotion.button_text}</span>
            <span className="registry-visually-hidden"> {T.promotion.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
