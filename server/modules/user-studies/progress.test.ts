import { describe, expect, it } from 'vitest';
import type { Procedure, ProcedureId } from '@contract';
import { progressOf, type ProgressInput } from './progress';

const CORE: Procedure[] = [
  { id: 'intro', title: 'Introduction', order: 1 },
  { id: 'screening', title: 'Screening', order: 2 },
  { id: 'consent', title: 'Consent', order: 3 },
  { id: 'questionnaire', title: 'Questionnaire', order: 4 },
];
const done = (...ids: ProcedureId[]) => new Set(ids);

// Study numeric status (spec 000 §4 / 001 §4): 0 not started, 2–59 in progress, 60 completed.
const cases: Array<
  [
    string,
    Omit<ProgressInput, 'procedures'>,
    { status: number; dashboard_status: string; current_status: string; completed: boolean },
  ]
> = [
  [
    'nothing done: not started',
    { completed: done(), isEligible: null },
    { status: 0, dashboard_status: 'not_started', current_status: 'Study: not started', completed: false },
  ],
  [
    'first answer: in progress from 2',
    { completed: done(), isEligible: null, touched: { id: 'intro', kind: 'answered' } },
    { status: 2, dashboard_status: 'in_progress', current_status: 'Introduction: in progress', completed: false },
  ],
  [
    'intro submitted',
    { completed: done('intro'), isEligible: null, touched: { id: 'intro', kind: 'submitted' } },
    { status: 16, dashboard_status: 'in_progress', current_status: 'Introduction: completed', completed: false },
  ],
  [
    'screening answered',
    { completed: done('intro'), isEligible: null, touched: { id: 'screening', kind: 'answered' } },
    { status: 16, dashboard_status: 'in_progress', current_status: 'Screening: in progress', completed: false },
  ],
  [
    'three of four done stays under 60',
    {
      completed: done('intro', 'screening', 'consent'),
      isEligible: true,
      touched: { id: 'consent', kind: 'submitted' },
    },
    { status: 44, dashboard_status: 'in_progress', current_status: 'Consent: completed', completed: false },
  ],
  [
    'all done: completed at 60',
    { completed: done('intro', 'screening', 'consent', 'questionnaire'), isEligible: true },
    { status: 60, dashboard_status: 'completed', current_status: 'Questionnaire: completed', completed: true },
  ],
  [
    'not eligible: shows as completed',
    { completed: done('intro', 'screening'), isEligible: false },
    { status: 60, dashboard_status: 'completed', current_status: 'Screening: completed', completed: true },
  ],
];

describe('progressOf', () => {
  it.each(cases)('%s', (_label, input, expected) => {
    expect(progressOf({ procedures: CORE, ...input })).toEqual(expected);
  });

  it('never reaches 60 before the last procedure, whatever the number of procedures', () => {
    for (let n = 1; n <= 5; n += 1) {
      const procedures = CORE.slice(0, Math.min(n, 4));
      for (let k = 1; k < procedures.length; k += 1) {
        const p = progressOf({
          procedures,
          completed: new Set(procedures.slice(0, k).map((x) => x.id)),
          isEligible: null,
        });
        expect(p.status).toBeGreaterThanOrEqual(2);
        expect(p.status).toBeLessThanOrEqual(59);
      }
    }
  });
});
