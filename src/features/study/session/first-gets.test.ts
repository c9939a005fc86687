import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { startEarlyGets, type EarlyGet } from '@/shared/api/client/early-gets';
import { isApiUrl, requestHeaders, resolveUrl } from '@/shared/api/client/request-headers';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { decodeToken } from '@/shared/session/token';
import { answerEveryRow, fakeApi } from '@/testing/fake-api';
import { userToken } from '@/testing/fixtures';
import { testClient } from '@/testing/test-client';
import { INSULIN } from '../components/test-questions';
import { surveyFirstGets, type FirstGet } from './first-gets';
import { StudySession } from './study-session';

// The standalone entry asks for these before the app loads (standalone/early-start.ts); the study
// session's load must take every one of them, asking nothing twice.

const ids = { studyId: 101, userStudyId: 3, userId: 7 };
const handlers = () => ({
  ...answerEveryRow(),
  listQuestions: { status: 200, body: [INSULIN] },
  listQuestionRules: { status: 200, body: [] },
  listAnswers: { status: 200, body: [] },
});

type HeaderSession = Parameters<typeof requestHeaders>[0]['session'];

/** As standalone/early-start.ts turns them into requests. */
function earlyGets(gets: FirstGet[], session: HeaderSession): EarlyGet[] {
  return gets.map(({ path, then }) => {
    const url = resolveUrl('/api', path);
    const headers = requestHeaders({
      fullUrl: url,
      apiUrl: isApiUrl('/api', url),
      auth: true,
      adminRegister: false,
      session,
      locale: 'en',
    });
    return { url, headers, then: then && ((body: unknown) => earlyGets(then(body), session)) };
  });
}

describe('surveyFirstGets', () => {
  it('gives the survey page its first stage, and no other page anything', () => {
    expect(surveyFirstGets(paths.survey.href(ids))).toHaveLength(8);
    expect(surveyFirstGets(`${paths.survey.href(ids)}/`)).toHaveLength(8);
    const [participant] = surveyFirstGets(paths.survey.href(ids));
    expect(participant.then?.({ profile_type: 'child' })).toEqual([
      { path: '/studies/101/profile-type/child/questions' },
    ]);
    expect(participant.then?.({ profile_type: null })).toEqual([{ path: '/studies/101/profile-type/adult/questions' }]);
    expect(participant.then?.(null)).toEqual([]);
    expect(surveyFirstGets(paths.procedureStatus.href(ids))).toEqual([]);
    expect(surveyFirstGets('/dashboard')).toEqual([]);
  });

  it('is what the study session load asks first, with the headers the client sends: each taken once', async () => {
    const token = userToken();
    const session = { token, userId: decodeToken(token)?.user_id ?? null, responseId: null, application: null };
    const api = fakeApi(handlers());
    const early = startEarlyGets(earlyGets(surveyFirstGets(paths.survey.href(ids)), session), api.fetch);
    const { client, session: signedIn } = testClient(api, { fetch: early.fetch });
    // The same token as the early requests' (a fixture token made a second later would differ).
    signedIn.setToken(token);
    await new StudySession(client, ids, createMemoryStorage()).load();
    expect(early.unused()).toEqual([]);
    // The eight of the first stage, and the questions once the participant had answered.
    const paths8 = [
      ...surveyFirstGets(paths.survey.href(ids)).map((g) => g.path.split('?')[0]),
      '/studies/101/profile-type/adult/questions',
    ];
    // Each early request after the first starts in a task of its own: one the load does not wait
    // for (the events log) may start just after it.
    await vi.waitFor(() => expect(api.calls.filter((c) => paths8.includes(c.path))).toHaveLength(9));
    const asked = api.calls.filter((c) => paths8.includes(c.path));

    // The same load without early requests sends the same headers on those calls.
    const plain = fakeApi(handlers());
    const other = testClient(plain);
    other.session.setToken(token);
    await new StudySession(other.client, ids, createMemoryStorage()).load();
    const headersOf = (calls: typeof asked) =>
      Object.fromEntries(calls.filter((c) => paths8.includes(c.path)).map((c) => [c.path, c.headers]));
    expect(headersOf(asked)).toEqual(headersOf(plain.calls));
  });
});
