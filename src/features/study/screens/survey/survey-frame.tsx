import type { MouseEvent, ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/shared/routing/link';
import { useTabTitle } from '@/shared/settings/settings-context';
import { Button } from '@/shared/ui/button';
import { LanguageSwitch } from '@/shared/ui/language/language-switch';
import { SURVEY_TEXT as T } from './survey-texts';
import './survey.css';
import { CARD_CLASS } from '@/shared/ui/card';

/**
 * The frame of the survey's screens: a back link, the study's title, the language switch, the
 * procedure steps and the main column.
 */
export function SurveyFrame(props: {
  title?: string;
  /** The browser tab's title, naming the step (and question) shown; default: `title`. */
  tabTitle?: string;
  onBack: () => void;
  /** The back link's text (default 'Back to Dashboard'; 'Save and Leave' on the public app's questions). */
  backLabel?: string;
  steps?: ReactNode;
  /**
   * Whether the study has loaded. The main column is a new element from then on: the loading
   * status it held goes with the old one, so the procedure steps arriving above it move nothing
   * that was on screen (no layout shift), however many lines they take.
   */
  loaded?: boolean;
  children: ReactNode;
}) {
  const { title, tabTitle, onBack, backLabel = T.backToDashboard, steps, loaded, children } = props;
  const tabRef = useTabTitle(tabTitle ?? title);
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onBack();
  };
  return (
    <div ref={tabRef} className="registry-survey">
      <header className="registry-survey__header">
        <Link className="registry-survey__back" href={paths.dashboard.href()} onClick={back}>
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
        {/* There from the first paint, empty until the study has loaded: its line is reserved (survey.css). */}
        <p className="registry-survey__study">{title}</p>
        <LanguageSwitch className="registry-survey__language" />
      </header>
      <div className="registry-survey__body">
        {steps}
        <main key={loaded ? 'loaded' : 'loading'} id="main" className="registry-survey__main">
          {children}
        </main>
      </div>
    </div>
  );
}

/** A study that could not be loaded: the generic message (spec 001 §8) and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={`${CARD_CLASS} registry-survey-page`} role="alert">
      <h1>{T.loadFailed}</h1>
      <Button onClick={onRetry}>{T.loadFailedRetry}</Button>
    </section>
  );
}
