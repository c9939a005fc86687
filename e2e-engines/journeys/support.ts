import { TOKEN_KEY } from '../../e2e/support/auth';
import { CORE_STUDY, surveyPath, userIdOf, type SurveyAccount } from '../../e2e/support/survey';
import { buttonExactly, check, dialog, EnginePage, heading, type Name, type Target } from '../page';

// Steps the cross-engine journeys share: the registry's API read with fetch, the survey's
// keyboard moves, and where focus must be after a dialog or a question change.

export { CORE_STUDY, surveyPath, type SurveyAccount };

const auth = (token: string) => ({ Authorization: `JWT ${token}`, 'content-type': 'application/json' });

export async function api<T>(base: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: token ? auth(token) : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  check(res.ok, `${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.org`;

/** An adult registered through the API, the SMS question answered with Skip. */
export async function registerThroughApi(base: string, first: string, last: string, password: string) {
  const email = uniqueEmail('engines');
  const { id, access_token: token } = await api<{ id: number; access_token: string }>(
    base,
    '/api/registry/signup',
    undefined,
    {
      first_name: first,
      last_name: last,
      email,
      password,
      profile_type: 'adult',
    },
  );
  await api(base, `/api/registry/participant/${id}/sms_consent`, token, { status: 'skipped' });
  return { id, token, email };
}

export async function studyOf(base: string, token: string, studyId = CORE_STUDY): Promise<SurveyAccount> {
  const userId = userIdOf(token);
  const list = await api<{ id: number; study_id: number }[]>(base, `/api/participant/${userId}/user-studies`, token);
  const us = list.find((u) => u.study_id === studyId);
  check(us, `no user study of study ${studyId}`);
  return { studyId, userId, userStudyId: us.id, token };
}

export const tokenIn = (page: EnginePage) =>
  page.driver.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(TOKEN_KEY)})`);

export async function storedAnswers(base: string, a: SurveyAccount): Promise<Record<number, string>> {
  const answers = await api<{ question_option: number; value: string; isAnswerFromOtherStudy?: boolean }[]>(
    base,
    `/api/participants/${a.userId}/user-studies/${a.userStudyId}/answers`,
    a.token,
  );
  return Object.fromEntries(answers.filter((x) => !x.isAnswerFromOtherStudy).map((x) => [x.question_option, x.value]));
}

/**
 * The app has taken over a pre-rendered page: React's own key on each of its controls. In WebKit on a
 * busy machine a radio chosen while the Sign Up page hydrated was sometimes unchosen again (the form
 * then said 'Profile type is required', which a participant can follow); typing before the app
 * arrives is e2e/prerender.spec.ts's subject, so the journeys start once it is there.
 */
export const appTookOver = (page: EnginePage) =>
  page.waitFor('the app to take over the pre-rendered page', () =>
    page.driver.evaluate<boolean>(
      `[...document.querySelectorAll('#root h1, #root input, #root button')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))`,
    ),
  );

export const next = (page: EnginePage, label: 'Next' | 'Finish' = 'Next') => page.press(buttonExactly(label));

/** After a dialog or a page change: focus on the page's level-1 heading or its main region. */
export async function expectFocusOnPage(page: EnginePage, name?: Name) {
  await page.waitFor('focus on the h1 or main', async () => {
    const on = await page.active();
    return on && (on.tag === 'h1' || on.tag === 'main');
  });
  if (name) await page.focused(heading(name));
}

/** The new question's heading has focus, read with its position. */
export async function expectFocusOnQuestion(page: EnginePage, title: Name, position: RegExp) {
  await page.focused(heading(title));
  const on = await page.active();
  check(on && position.test(on.description), `the heading reads '${on?.description}', not ${position}`);
}

/**
 * A dialog that opened by itself: it has the focus, Tab and Shift-less cycling keep the focus inside
 * it, and answering it (a button, or Escape) gives the focus to the page.
 */
export async function throughDialog(page: EnginePage, title: string, answer: { button: string } | 'Escape') {
  const box = dialog(title);
  await page.visible(box);
  await page.waitFor(`focus inside '${title}'`, async () => (await page.active())?.inDialog);
  for (let i = 0; i < 6; i += 1) {
    await page.key('Tab');
    const on = await page.active();
    check(on?.inDialog, `Tab left the dialog '${title}' for ${JSON.stringify(on)}`);
  }
  if (answer === 'Escape') await page.key('Escape');
  else await page.press(buttonExactly(answer.button, box));
  await page.gone(box);
  await expectFocusOnPage(page);
}

export const within = (t: Target, inside: Target): Target => ({ ...t, within: inside });
