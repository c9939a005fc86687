import { describe, expect, it } from 'vitest';
import { leavesStudy } from './gadget-exit';

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
