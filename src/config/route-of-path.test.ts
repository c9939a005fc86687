import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routeNameOf } from './route-of-path';

describe('routeNameOf', () => {
  it('matches fixed paths, with or without a trailing slash', () => {
    expect(routeNameOf('/')).toBe('root');
    expect(routeNameOf('/dashboard')).toBe('dashboard');
    expect(routeNameOf('/dashboard/')).toBe('dashboard');
    expect(routeNameOf('/auth/login')).toBe('login');
  });

  it('matches parameters one segment each, as the router does', () => {
    const ids = { studyId: 101, userStudyId: 51, userId: 6 };
    expect(routeNameOf(paths.survey.href(ids))).toBe('survey');
    expect(routeNameOf(paths.procedureStatus.href(ids))).toBe('procedureStatus');
    expect(routeNameOf(paths.notEligible.href(ids))).toBe('notEligible');
    expect(routeNameOf('/survey/study/101/user-study/51/user/6/extra')).toBeUndefined();
    expect(routeNameOf('/survey/study/101/user-study/51/user')).toBeUndefined();
  });

  it('finds no route for any other path', () => {
    expect(routeNameOf('/nowhere')).toBeUndefined();
    expect(routeNameOf('/dashboardx')).toBeUndefined();
  });
});
