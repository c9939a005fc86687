import type { ResearchProcedure, UserProcedure, UserStudy } from '@contract';
import { useTrackEvent } from '@/shared/analytics/analytics';
import { SafeHtml } from '@/shared/ui/safe-html';
import { Button, buttonClassName } from '@/shared/ui/button';
import { isStudyBlocked, researchLink } from '@engine/screen';
import { useForeignLang } from '../../components/content-lang';
import { COMMON_TEXT, RESEARCH_TEXT } from './page-texts';
import './pages.css';

export interface ResearchPageProps {
  research: ResearchProcedure;
  userStudy: UserStudy;
  userProcedures: readonly UserProcedure[];
  participantId: number;
}

/**
 * The research page (spec 001 §2, §3, §6): the 'Study Details' block with the research team's link
 * as a button ('Start now' unless configured) opening in a new tab, carrying the participant id
 * when `add_participant_id_query_param` is set; disabled without a url; hidden when the study is
 * blocked. The click is reported as the research-click analytics event (DECISIONS §8).
 */
export function ResearchPage({ research, userStudy, userProcedures, participantId }: ResearchPageProps) {
  const report = useTrackEvent();
  const link = researchLink(research, participantId, isStudyBlocked(userStudy, userProcedures));
  const lang = useForeignLang(research);
  return (
    <article className="registry-study-page" aria-labelledby="study-research-title">
      <h1 id="study-research-title" lang={lang}>
        {research.title}
      </h1>
      <section className="registry-study-page__panel" aria-labelledby="study-research-details">
        <h2 id="study-research-details">{RESEARCH_TEXT.studyDetails}</h2>
        <SafeHtml className="registry-study-page__html" html={research.text} lang={lang} />
        {link.hidden ? (
          <p className="registry-study-page__notice">{RESEARCH_TEXT.blocked}</p>
        ) : link.href ? (
          <div className="registry-study-page__actions">
            <a
              className={buttonClassName('primary')}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() =>
                report({
                  name: 'research_click',
                  studyId: userStudy.study_id,
                  userStudyId: userStudy.id,
                  url: link.href!,
                })
              }
            >
              {link.label}
              <span className="registry-visually-hidden"> {COMMON_TEXT.opensInNewTab}</span>
            </a>
          </div>
        ) : (
          <div className="registry-study-page__actions">
            <Button disabled aria-describedby="study-research-no-link">
              {link.label}
            </Button>
            <p id="study-research-no-link" className="registry-study-page__hint">
              {RESEARCH_TEXT.noLink}
            </p>
          </div>
        )}
      </section>
    </article>
  );
}
