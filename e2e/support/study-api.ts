import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiAccount } from './auth';

// Putting a participant's user studies in a state through the API, as the participant would
// (answers, procedure submits), for the study pages' e2e.

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

/**
 * Enrols the participant as the app would: the core study's intro and screening (eligible), then its
 * consent signed after confirming the password (DECISIONS §11). The studies for enrolled
 * participants (the annual questionnaire, the sub study, the research opportunity) then exist.
 */
export async function enrol(request: APIRequestContext, a: ApiAccount, password = 'Str0ng-Passw0rd!') {
  const us = await userStudyOf(request, a, 101);
  await submit(request, a, us.id, 'intro');
  await answer(request, a, us.id, 1001, 100101, 'true');
  await answer(request, a, us.id, 1002, 100201, 'true');
  await answer(request, a, us.id, 1004, 100401, '1990-05-01');
  await answer(request, a, us.id, 1003, 100301, '2000-01-01');
  expect((await submit(request, a, us.id, 'screening')).user_study_is_eligible).toBe(true);
  await signCoreConsent(request, a, us.id, password);
}

/**
 * Signs the core study's first consent (adult, or parental for a parent) through the API and
 * completes the consent procedure: the participant is enrolled, and the studies for enrolled
 * participants are theirs from then on.
 */
export async function signCoreConsent(
  request: APIRequestContext,
  a: ApiAccount,
  userStudyId: number,
  password = 'Str0ng-Passw0rd!',
  subjectName = 'Avery Api',
) {
  const reauth = await request.post('/api/registry/reauth', { headers: auth(a), data: { password } });
  expect(reauth.ok(), await reauth.text()).toBe(true);
  const { reauth_token } = (await reauth.json()) as { reauth_token: string };
  const list = await request.get(`/api/participant/${a.id}/user-studies/${userStudyId}/consents`, { headers: auth(a) });
  const [consent] = (await list.json()) as Array<{ id: number; user_consent_id: number }>;
  const signed = await request.post(
    `/api/participant/${a.id}/user-studies/${userStudyId}/consents/${consent.id}/sign`,
    {
      headers: { ...auth(a), 'X-Reauth': reauth_token },
      data: { subject_name: subjectName, user_consent_id: consent.user_consent_id },
    },
  );
  expect(signed.ok(), await signed.text()).toBe(true);
  await submit(request, a, userStudyId, 'consent');
}

/** The annual questionnaire (study 102) answered and submitted: No change, A1c, events, 'Satisfied'. */
export async function submitAnnualQuestionnaire(
  request: APIRequestContext,
  a: ApiAccount,
  { changed = false, a1c = '7.1', events = '1', satisfaction = '3' } = {},
): Promise<number> {
  // The annual questionnaire is for enrolled participants (assign_to: enrolled).
  const listed = await request.get(`/api/participant/${a.id}/user-studies`, { headers: auth(a) });
  if (!((await listed.json()) as UserStudyRow[]).some((u) => u.study_id === 102)) await enrol(request, a);
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
