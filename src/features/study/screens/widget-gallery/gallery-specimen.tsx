import { useState } from 'react';
import type { StoredAnswer, QuestionFlow } from '@engine';
import type { QuestionEmission } from '@engine/screen';
import { QuestionFields } from '../../components/question-fields';
import { STATE_TITLES, type GallerySpec, type GalleryState } from './gallery-kit';
import { GALLERY_TEXT } from './gallery-texts';

export interface SpecimenProps {
  spec: GallerySpec;
  state: GalleryState;
  now: Date;
}

/**
 * One widget in one state, through the same adapter and engine as the survey: its answers live
 * here, and the last emission shows below it (what the survey screen would receive).
 */
export function Specimen({ spec, state, now }: SpecimenProps) {
  const setup = spec.states[state] ?? {};
  const main = setup.question ?? spec.questions[0];
  const questions = [main, ...spec.questions.slice(1)];
  const [answers, setAnswers] = useState<StoredAnswer[]>(setup.answers ?? []);
  const [last, setLast] = useState<QuestionEmission | null>(null);
  const flow: QuestionFlow = { questions, rules: [], answers, context: { now } };
  const id = `gallery-${spec.widget}-${state}`;
  return (
    <div className="registry-gallery__specimen" data-specimen={`${spec.widget}:${state}`}>
      {!spec.single && (
        <h3 id={`${id}-title`} className={`registry-gallery__state registry-gallery__state--${state}`}>
          {STATE_TITLES[state]}
        </h3>
      )}
      <QuestionFields
        flow={flow}
        question={main}
        idPrefix={id}
        showErrors={state === 'invalid'}
        disabled={state === 'disabled'}
        onChange={(emission) => {
          setAnswers(emission.answers);
          setLast(emission);
        }}
      />
      <details className="registry-gallery__emission">
        <summary>{GALLERY_TEXT.emission}</summary>
        <pre data-emission>
          {JSON.stringify(
            last
              ? { valid: last.valid, hasWarning: last.hasWarning, source: last.source, answers: last.answers }
              : { answers },
            null,
            1,
          )}
        </pre>
      </details>
    </div>
  );
}
