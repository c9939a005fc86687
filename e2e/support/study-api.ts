import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiAccount } from './auth';

// Putting a participant's user studies in a state through the API, as the participant would
// (answers, procedure submits), for the study pages' e2e (issue 14).

export interface UserStudyRow {
  id: number;
  study_id: number;
  study_status: string;
  is_eligible: boolean | null;
  is_donated: boolean;
  completed_at: string | null;
}

const auth = (a: ApiAccount) => ({ Authorization: `JWT ${a.token}` });

export async function userStudyOf(request: APIRequestContext, a: ApiAccount, studyId: number): Promise<UserStudyRow> {
  const res = await request.get(`/api/participant/${a.id}/user-studies`, { headers: auth(a) });
  expect(res.ok(), await res.text()).toBe(true);
  const found = ((await res.json()) as UserStudyRow[]).find((u) => u.study_id === studyId);
  expect(found, `user study of study ${studyId}`).toBeTruthy();
  return found!;
}

export async function readUserStudy(request: APIRequestContext, a: ApiAccount, userStudyId: number) {
  const res = await request.get(`/api/participant/${a.id}/user-studies/${userStudyId}`, { headers: auth(a) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as UserStudyRow;
}

export async function answer(
  request: APIRequestContext,
  a: ApiAccount,
  userStudyId: number,
  question: number,
  option: number,
  value: string,
) {
  const res = await request.post(
    `/api/participants/${a.id}/user-studies/${userStudyId}/questions/${question}/answers`,
    {
      headers: auth(a),
      data: [{ question, question_option: option, value }],
    },
  );
  expect(res.ok(), await res.text()).toBe(true);
}

export async function submit(request: APIRequestContext, a: ApiAccount, userStudyId: number, procedure: string) {
  const res = await request.post(`/api/participant/${a.id}/user-studies/${userStudyId}/user-procedures`, {
    headers: auth(a),
    data: { procedure_id: procedure },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { user_study_is_eligible?: boolean | null };
}

/** The core study's screening answered so the participant does not qualify (lives outside the United States). */
export async function failCoreScreening(request: APIRequestContext, a: ApiAccount): Promise<number> {
  const us = await userStudyOf(request, a, 101);
  await submit(request, a, us.id, 'intro');
  await answer(request, a, us.id, 1001, 100101, 'true');
  await answer(request, a, us.id, 1002, 100202, 'true');
  await answer(request, a, us.id, 1004, 100401, '1990-05-01');
  await answer(request, a, us.id, 1003, 100301, '2000-01-01');
  const result = await submit(request, a, us.id, 'screening');
  expect(result.user_study_is_eligible).toBe(false);
  return us.id;
}

/** The annual questionnaire (study 102) answered and submitted: No change, A1c, events, 'Satisfied'. */
export async function submitAnnualQuestionnaire(
  request: APIRequestContext,
  a: ApiAccount,
  { changed = false, a1c = '7.1', events = '1', satisfaction = '3' } = {},
): Promise<number> {
  const us = await userStudyOf(request, a, 102);
  await submit(request, a, us.id, 'intro');
  await answer(request, a, us.id, 2001, changed ? 200101 : 200102, 'true');
  if (changed) await answer(request, a, us.id, 2002, 200202, 'true');
  await answer(request, a, us.id, 2003, 200301, a1c);
  await answer(request, a, us.id, 2004, 200401, events);
  await answer(request, a, us.id, 2005, 200501, satisfaction);
  await submit(request, a, us.id, 'questionnaire');
  return us.id;
}
