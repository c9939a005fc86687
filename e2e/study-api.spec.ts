import { expect, test, type APIRequestContext } from '@playwright/test';

// Browser-free checks of the study domain as `npm start` runs it: the demo studies are loaded from
// server/studies/ and given to the demo accounts; a new adult goes through the core study and
// downloads the signed consent.

async function signIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/registry/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const me = await (await request.get('/api/registry/me', { headers: { Authorization: `JWT ${token}` } })).json();
  return { id: me.id as number, headers: { Authorization: `JWT ${token}` } };
}

test('the demo accounts have the demo studies, the closed one included', async ({ request }) => {
  const parent = await signIn(request, 'parent@demo.example.org', 'Demo-Parent-1');
  const list = await (await request.get(`/api/participant/${parent.id}/user-studies`, { headers: parent.headers })).json();
  const byStudy = new Map(list.map((us: { study_id: number; study_type: string; study_status: string }) => [us.study_id, us]));
  expect(byStudy.get(101)).toMatchObject({ study_type: 'core_study', study_status: 'active', has_intro_page: true });
  expect(byStudy.get(102)).toMatchObject({ study_type: 'annual_questionnaire' });
  expect(byStudy.get(103)).toMatchObject({ study_type: 'sub_study' });
  expect(byStudy.get(104)).toMatchObject({ study_status: 'closed' });
  expect(byStudy.get(105)).toMatchObject({ study_type: 'promotional_study' });
  const child = await (await request.get('/api/studies/101/profile-type/child/questions', { headers: parent.headers })).json();
  expect(child[0].title).toBe('Has your child been diagnosed with type 1 diabetes?');
});

// A fresh participant, so the demo accounts stay untouched for the screen tests.
test('a new adult passes screening, signs consent and downloads it as a PDF', async ({ request }) => {
  const signup = await request.post('/api/registry/signup', {
    data: { first_name: 'Eve', last_name: 'Study', email: `study-e2e-${Date.now()}@example.com`, password: 'Str0ng-Passw0rd!', profile_type: 'adult', birthday: '1988-04-02' },
  });
  expect(signup.status()).toBe(201);
  const { id, access_token } = await signup.json();
  const adult = { id: id as number, headers: { Authorization: `JWT ${access_token}` } };
  const list = await (await request.get(`/api/participant/${adult.id}/user-studies`, { headers: adult.headers })).json();
  const us = list.find((x: { study_id: number }) => x.study_id === 101).id as number;
  const submit = (procedure_id: string) => request.post(`/api/participant/${adult.id}/user-studies/${us}/user-procedures`, { headers: adult.headers, data: { procedure_id } });
  const save = (question: number, question_option: number, value: string) =>
    request.post(`/api/participants/${adult.id}/user-studies/${us}/questions/${question}/answers?get_all_answers`, { headers: adult.headers, data: [{ question, question_option, value }] });

  expect((await submit('intro')).status()).toBe(200);
  expect((await save(1001, 100101, 'true')).status()).toBe(200);
  expect((await save(1002, 100201, 'true')).status()).toBe(200);
  const future = await save(1003, 100301, '2999-01-01');
  expect(future.status()).toBe(400);
  expect(await future.json()).toEqual([{ question: 1003, question_option: 100301, error_message: 'The date of diagnosis cannot be in the future.' }]);
  expect((await save(1003, 100301, '2015-04-20')).status()).toBe(200);
  expect((await save(1004, 100401, '1988-04-02')).status()).toBe(200);
  expect(await (await submit('screening')).json()).toMatchObject({ user_study_is_eligible: true });

  const [consent] = await (await request.get(`/api/participant/${adult.id}/user-studies/${us}/consents`, { headers: adult.headers })).json();
  const sign = await request.post(`/api/participant/${adult.id}/user-studies/${us}/consents/${consent.id}/sign`, { headers: adult.headers, data: { subject_name: 'Eve Study', user_consent_id: consent.user_consent_id } });
  expect(sign.status()).toBe(200);
  const pdf = await request.get(`/api/public/participant/${adult.id}/user-consents/${consent.user_consent_id}/pdf`, { headers: adult.headers });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await submit('consent')).status()).toBe(200);
  const missing = await submit('questionnaire');
  expect(missing.status()).toBe(400);
  expect((await missing.json())[0]).toMatch(/^There are not answered questions: \d+/);
});
