import type { ProcedureId } from '@contract/study';
import type { ProcedureState } from '@engine';
import { SURVEY_TEXT as T } from './survey-texts';

/** The side navigation of procedures: a procedure is a link only when enabled (spec 001 §2). */
export function ProcedureSteps(props: {
  procedures: readonly ProcedureState[];
  current: ProcedureId | null;
  onOpen: (procedure: ProcedureId) => void;
}) {
  const { procedures, current, onOpen } = props;
  return (
    <nav className="registry-survey-steps" aria-label={T.stepsLabel}>
      <ol>
        {procedures.map((p, index) => {
          const label = (
            <>
              <span className="registry-survey-steps__number" aria-hidden="true">
                {p.created_at ? '✓' : index + 1}
              </span>
              <span>{p.title}</span>
              {p.created_at && <span className="registry-visually-hidden">, {T.stepCompleted}</span>}
            </>
          );
          const className = [
            'registry-survey-steps__step',
            p.id === current ? 'registry-survey-steps__step--current' : '',
            p.created_at ? 'registry-survey-steps__step--done' : '',
          ].join(' ');
          return (
            <li key={p.id}>
              {p.enabled ? (
                <button
                  type="button"
                  className={className}
                  aria-current={p.id === current ? 'step' : undefined}
                  onClick={() => onOpen(p.id)}
                >
                  {label}
                </button>
              ) : (
                <span className={`${className} registry-survey-steps__step--disabled`}>
                  {label}
                  <span className="registry-visually-hidden">, {T.stepUnavailable}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
