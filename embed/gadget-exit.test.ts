import { describe, expect, it } from 'vitest';
import { leavesStudy, resumeHref } from './gadget-exit';

describe('leavesStudy', () => {
  it("is true for a participant leaving the study's screens (to the saved page)", () => {
    expect(leavesStudy('/survey/study/101/user-study/5/user/7?procedure=screening&questionId=1002')).toBe(true);
    expect(leavesStudy('/survey/study/101/user-study/5/user/7/procedureStatus')).toBe(true);
    expect(leavesStudy('/survey/study/101/user-study/5/user/7/not-eligible')).toBe(true);
  });

  it('is false for everyone else (to the start, which opens the study)', () => {
    expect(leavesStudy('')).toBe(false);
    expect(leavesStudy('/')).toBe(false);
    expect(leavesStudy('/auth/login?redirectTo=%2F')).toBe(false);
    expect(leavesStudy('/register-success')).toBe(false);
    expect(leavesStudy('/surveys')).toBe(false);
  });
});

describe('resumeHref', () => {
  const survey = '/survey/study/101/user-study/5/user/7';
  it('returns to the procedure left on the survey route, with its source, without the question or preview', () => {
    expect(resumeHref(`${survey}?procedure=questionnaire&questionId=1002&source=public`)).toBe(
      `${survey}?procedure=questionnaire&source=public`,
    );
    expect(resumeHref(`${survey}?procedure=screening&preview=true&review=true`)).toBe(`${survey}?procedure=screening`);
  });

  it("is the gadget's start from any other screen", () => {
    expect(resumeHref(`${survey}/procedureStatus?procedure=consent&source=public`)).toBe('/');
    expect(resumeHref(survey)).toBe('/');
    expect(resumeHref('')).toBe('/');
    expect(resumeHref('/auth/login')).toBe('/');
  });
});
