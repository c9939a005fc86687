import { useEffect } from 'react';
import type { Question } from '@contract/study';
import { SURVEY_TEXT as T } from './survey-texts';

/** A question whose widget this app does not have: its title, a notice, and a warning for developers. */
export function NotImplemented({ question }: { question: Question }) {
  useEffect(() => {
    console.warn(`Unknown widget type in question ${question.id}`);
  }, [question.id]);
  return (
    <div className="registry-question">
      <h1 className="registry-question__title">{question.title}</h1>
      <p className="registry-survey-not-implemented">{T.notImplemented}</p>
    </div>
  );
}
