import { describe, expect, it } from 'vitest';
import { handoffHref, modeFrom, readVendorReturn, startHref, studyFrom } from './link-flow';

describe('glucose-device link flow', () => {
  it('reads the mode and the study of a start link', () => {
    expect(modeFrom('new')).toBe('new');
    expect(modeFrom('old')).toBe('old');
    expect(modeFrom(null)).toBe('old');
    expect(modeFrom('NEW')).toBe('old');
    expect(studyFrom('12')).toBe(12);
    for (const bad of [null, '', '0', '-3', '1.5', '07', 'x', '2147483648']) expect(studyFrom(bad)).toBeUndefined();
    expect(startHref('new', 4)).toBe('/glucose-device?mode=new&study=4');
    expect(startHref('old')).toBe('/glucose-device?mode=old');
  });

  it("reads the vendor's answer: a code with its state, a refusal, or nothing usable", () => {
    expect(readVendorReturn('code=abc&state=s1')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
    expect(readVendorReturn('error=access_denied&error_description=End-User%20aborted')).toEqual({
      kind: 'denied',
      description: 'End-User aborted',
    });
    expect(readVendorReturn('error=access_denied&code=abc&state=s')).toEqual({ kind: 'denied' });
    expect(readVendorReturn('code=abc')).toEqual({ kind: 'missing' });
    expect(readVendorReturn(`code=${'x'.repeat(513)}&state=s`)).toEqual({ kind: 'missing' });
  });

  it('hands off to the chosen user study, else to the core study', () => {
    expect(handoffHref({ study_id: 3, user_study_id: 9 }, 5)).toBe('/survey/study/3/user-study/9/user/5');
    expect(handoffHref(null, 5)).toBe('/dashboard/jump-to-core-study');
  });
});
