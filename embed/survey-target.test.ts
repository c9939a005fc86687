import { describe, expect, it } from 'vitest';
import { pickUserStudy, surveyQuery } from './survey-target';

const list = [
  { id: 11, study_id: 101 },
  { id: 12, study_id: 102 },
];

describe('pickUserStudy', () => {
  it('finds the participant’s user study of the page’s study', () => {
    expect(pickUserStudy(list, { studyId: 102, userStudyId: null })).toEqual({ id: 12, study_id: 102 });
    expect(pickUserStudy(list, { studyId: 999, userStudyId: null })).toBeUndefined();
  });

  it('takes a named user study, which must belong to the named study when both are given', () => {
    expect(pickUserStudy(list, { studyId: null, userStudyId: 11 })).toEqual({ id: 11, study_id: 101 });
    expect(pickUserStudy(list, { studyId: 101, userStudyId: 11 })).toEqual({ id: 11, study_id: 101 });
    expect(pickUserStudy(list, { studyId: 102, userStudyId: 11 })).toBeUndefined();
    expect(pickUserStudy(list, { studyId: null, userStudyId: 99 })).toBeUndefined();
  });

  it('finds nothing when the page named no study', () => {
    expect(pickUserStudy(list, { studyId: null, userStudyId: null })).toBeUndefined();
  });
});

describe('surveyQuery', () => {
  it('carries the source, except the registry’s own (the default of the survey screen)', () => {
    expect(surveyQuery('public')).toBe('?source=public');
    expect(surveyQuery('jaeb')).toBe('?source=jaeb');
    expect(surveyQuery('registry')).toBe('');
  });
});
