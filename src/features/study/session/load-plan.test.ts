import { describe, expect, it } from 'vitest';
import type { Procedure } from '@contract/study';
import type { UserStudy } from '@contract/user-study';
import { loadDestination, loadKindOf } from './load-plan';

const us = (over: Partial<UserStudy> = {}) =>
  ({
    study_status: 'active',
    status: 10,
    dashboard_status: 'in_progress',
    study_type: 'core_study',
    is_eligible: null,
    ...over,
  }) as UserStudy;
const done = '2026-01-01T00:00:00Z';
const procedures: Procedure[] = [
  { id: 'intro', title: 'Introduction', order: 1, created_at: done },
  { id: 'screening', title: 'Screening', order: 2 },
  { id: 'consent', title: 'Consent', order: 3 },
];
const plan = (over: Partial<Parameters<typeof loadDestination>[0]> = {}) =>
  loadDestination({ kind: 'scratch', userStudy: us(), procedures, userProcedures: [], ...over });

describe('loadKindOf', () => {
  it('names the kind of spec 001 §4 from the screen and the procedure asked for', () => {
    expect(loadKindOf('survey')).toBe('scratch');
    expect(loadKindOf('survey', 'consent')).toBe('consent');
    expect(loadKindOf('survey', 'intro')).toBe('scratch');
    expect(loadKindOf('status')).toBe('status');
  });

  it('the consent step of a partner-network participant loads as signJAEB', () => {
    expect(loadKindOf('survey', 'consent', 'jaeb')).toBe('signJAEB');
    expect(loadKindOf('survey', 'consent', 'registry_jaeb')).toBe('signJAEB');
    expect(loadKindOf('survey', 'consent', 'registry')).toBe('consent');
    expect(loadKindOf('survey', 'questionnaire', 'jaeb')).toBe('questionnaire');
  });

  it('signJAEB opens the consent like any consent load, and an ineligible study still goes to not-eligible', () => {
    expect(plan({ kind: 'signJAEB', asked: 'consent' })).toEqual({ kind: 'open', procedure: 'consent' });
    expect(plan({ kind: 'signJAEB', userStudy: us({ is_eligible: false }) })).toEqual({ kind: 'not-eligible' });
  });
});

describe('loadDestination', () => {
  it('preselects the first procedure not completed, or the server’s preselect', () => {
    expect(plan()).toEqual({ kind: 'open', procedure: 'screening' });
    expect(plan({ preselected: 'consent' })).toEqual({ kind: 'open', procedure: 'consent' });
  });

  it('a completed procedure asked for shows its status page, except on review and status', () => {
    expect(plan({ asked: 'intro' })).toEqual({ kind: 'status', procedure: 'intro' });
    expect(plan({ asked: 'intro', kind: 'status' })).toEqual({ kind: 'open', procedure: 'intro' });
  });

  it('not eligible opens the not-eligible page outside review', () => {
    expect(plan({ userStudy: us({ is_eligible: false }) })).toEqual({ kind: 'not-eligible' });
    expect(plan({ userStudy: us({ is_eligible: false }), kind: 'review' }).kind).toBe('open');
  });

  it('a closed study goes to the closed study page', () => {
    expect(plan({ userStudy: us({ study_status: 'closed' }) })).toEqual({ kind: 'closed-study' });
    expect(plan({ userStudy: us({ status: 100 }) })).toEqual({ kind: 'closed-study' });
  });
});

describe('loadDestination with the engine’s study rules (001 §4)', () => {
  const up = (procedure_id: Procedure['id']) => ({ procedure_id, created_at: done, user_study_id: 5, study_id: 101 });

  it('a closed study counts as finished at status 0 or 100: the closed study page', () => {
    expect(plan({ userStudy: us({ study_status: 'closed', status: 0 }) })).toEqual({ kind: 'closed-study' });
    expect(plan({ userStudy: us({ study_status: 'closed', status: 100 }), userProcedures: [up('intro')] })).toEqual({
      kind: 'closed-study',
    });
  });

  it('a closed study the participant is part-way through stays open to them', () => {
    const closedMidWay = us({ study_type: 'sub_study', study_status: 'closed', status: 30 });
    expect(plan({ userStudy: closedMidWay, userProcedures: [up('intro')] })).toEqual({
      kind: 'open',
      procedure: 'screening',
    });
    // A core study the participant never began is blocked once closed.
    expect(plan({ userStudy: us({ study_status: 'closed', status: 30 }) })).toEqual({ kind: 'closed-study' });
  });

  it('with nothing asked: the intro until completed, then the first not completed, the last once the study is completed', () => {
    const fresh = procedures.map((p) => ({ ...p, created_at: undefined }));
    expect(plan({ procedures: fresh })).toEqual({ kind: 'open', procedure: 'intro' });
    expect(plan()).toEqual({ kind: 'open', procedure: 'screening' });
    const allDone = procedures.map((p) => ({ ...p, created_at: done }));
    expect(plan({ procedures: allDone, userStudy: us({ dashboard_status: 'completed', status: 60 }) })).toEqual({
      kind: 'status',
      procedure: 'consent',
    });
  });
});
