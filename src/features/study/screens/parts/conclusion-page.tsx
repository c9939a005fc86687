import { useState, type ReactNode } from 'react';
import { paths, type SurveyIds } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { ProcedureId, UserStudy } from '@contract';
import { SafeHtml } from '@/shared/ui/safe-html';
import { donationOffered } from '@/shared/model/annual-reward';
import { Button, ButtonLink } from '@/shared/ui/button';
import { donateGiftCard } from '../../api/donate-gift-card';
import { conclusionActions } from '@engine/screen';
import { CONCLUSION_TEXT } from './page-texts';
import './pages.css';

export interface ConclusionPageProps {
  userStudy: UserStudy;
  procedure: ProcedureId;
  /** Eligibility as the status page derives it (a next procedure title is present, spec 001 §6). */
  eligible: boolean;
  /** The conclusion module's title and HTML body (sanitised here). */
  title: ReactNode;
  bodyHtml?: string | null;
  /** The language of the body when it is not the page's (the setting's English fallback). */
  bodyLang?: string;
  /** The configured main button's text; it moves to the next step after screening, the last after a questionnaire. */
  mainButtonText?: string | null;
  /** The language of a configured main button text when it is not the page's. */
  mainButtonLang?: string;
  onMain: () => void;
  ids: SurveyIds;
  /** Told when the donation went through (the survey updates its user study). */
  onDonated?: (isDonated: boolean) => void;
  /** What the status page adds under the conclusion (the submitted-procedure actions, contact). */
  children?: ReactNode;
}

/**
 * The conclusion page (spec 001 §2): title and body; 'Donate Gift Card' when the annual reward
 * rule offers it (shared with the dashboard), 'Success!' after donating; the main button and Data
 * Insights as the engine's conclusionActions decide.
 */
export function ConclusionPage({
  userStudy,
  procedure,
  eligible,
  title,
  bodyHtml,
  bodyLang,
  mainButtonText,
  mainButtonLang,
  onMain,
  ids,
  onDonated,
  children,
}: ConclusionPageProps) {
  const client = useApiClient();
  const [donatePending, setDonatePending] = useState(false);
  const [donateSucceeded, setDonateSucceeded] = useState(false);
  const actions = conclusionActions({
    procedure,
    studyType: userStudy.study_type,
    eligible,
    donationOffered: donationOffered(userStudy),
    isDonated: userStudy.is_donated,
    donatePending,
    donateSucceeded,
  });

  const donate = async () => {
    // Donate is ignored once donated (spec 001 §4).
    if (actions.donate.disabled) return;
    setDonatePending(true);
    try {
      const answer = await donateGiftCard(client, userStudy.study_id);
      setDonateSucceeded(answer.is_donated);
      onDonated?.(answer.is_donated);
    } catch {
      // The client showed 'Oops! Something went wrong' (spec 001 §8); the button is offered again.
    } finally {
      setDonatePending(false);
    }
  };

  const donatedNote = donateSucceeded || userStudy.is_donated;
  return (
    <article className="registry-study-page" aria-labelledby="study-conclusion-title">
      <h1 id="study-conclusion-title">{title}</h1>
      {bodyHtml && <SafeHtml className="registry-study-page__html" html={bodyHtml} lang={bodyLang} />}
      {actions.donate.shown && (
        <section className="registry-study-page__panel" aria-labelledby="study-conclusion-donate">
          <h2 id="study-conclusion-donate" className="registry-visually-hidden">
            {CONCLUSION_TEXT.donate}
          </h2>
          {userStudy.study_reward_text && <p className="registry-study-page__figure">{userStudy.study_reward_text}</p>}
          <p>{CONCLUSION_TEXT.donateHint}</p>
          <Button
            variant="secondary"
            disabled={actions.donate.disabled && !donatePending}
            loading={donatePending}
            onClick={() => void donate()}
          >
            {actions.donate.label}
          </Button>
          <p role="status" className="registry-study-page__success">
            {donatedNote ? CONCLUSION_TEXT.donated : ''}
          </p>
        </section>
      )}
      {(actions.showMainButton || actions.showDataInsights) && (
        <div className="registry-study-page__actions">
          {actions.showMainButton && (
            <Button onClick={onMain}>
              {mainButtonText?.trim() ? (
                <span lang={mainButtonLang}>{mainButtonText.trim()}</span>
              ) : (
                CONCLUSION_TEXT.defaultMainButton
              )}
            </Button>
          )}
          {actions.showDataInsights && (
            <ButtonLink variant="secondary" href={paths.dataInsights.href(ids)}>
              {CONCLUSION_TEXT.dataInsights}
            </ButtonLink>
          )}
        </div>
      )}
      {children}
    </article>
  );
}
