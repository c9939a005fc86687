import type { ProcedureState } from '../../engine/procedures';
import { Button } from '../../../../shared/ui/button';
import { SURVEY_TEXT as T } from './survey-text';

// Seams the lead swaps at merge for the pages of src/features/study/pages/ (intro page with its
// e-mail toggle, research page with its link): the survey only needs "continue" from them.

export function IntroSeam({ procedure, onContinue }: { procedure: ProcedureState; onContinue: () => void }) {
  return (
    <section className="registry-survey-page">
      <h1>{procedure.title}</h1>
      <Button onClick={onContinue}>{T.introContinue}</Button>
    </section>
  );
}

export function ResearchSeam({ procedure }: { procedure: ProcedureState }) {
  return (
    <section className="registry-survey-page">
      <h1>{procedure.title}</h1>
      <h2>{T.researchTitle}</h2>
    </section>
  );
}
