import { expect, test } from '@playwright/test';
import { registerThroughApi, storeToken } from './support/auth';
import { coreStudyByToken, questionHeading, surveyPath } from './support/survey';

// A survey page opened with a stored token asks for its first data from the entry's first module,
// before React has run (standalone/early-start.ts), and the app takes those answers instead of
// asking again (Lighthouse on a survey question): every API request of the page goes out
// once, and the first stage and the questions come from the early module.

test('a survey page opened with a token asks its first data once, from the early module', async ({ page, request }) => {
  const { token } = await registerThroughApi(request, { first_name: 'Erin', last_name: 'Early' });
  const account = await coreStudyByToken(request, token);
  const intro = await request.post(
    `/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    { data: { procedure_id: 'intro' }, headers: { Authorization: `JWT ${account.token}` } },
  );
  expect(intro.ok(), await intro.text()).toBe(true);
  await page.goto('/landing');
  await storeToken(page, account.token);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: { url: string; from: string }[] = [];
  // Only the survey document's requests: the landing page's app may still be starting when the token
  // is stored, and then rightly asks for the profile itself.
  cdp.on('Network.requestWillBeSent', ({ request: r, initiator, documentURL }) => {
    const url = new URL(r.url);
    if (r.method !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (!new URL(documentURL).pathname.startsWith('/survey/')) return;
    const frames = initiator.stack?.callFrames ?? [];
    asked.push({ url: url.pathname + url.search, from: frames.at(-1)?.url.split('/').pop() ?? '' });
  });
  await page.goto(`${surveyPath(account)}?procedure=screening`);
  await expect(page.getByRole('dialog', { name: "Let's start" })).toBeVisible();
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeAttached();

  const urls = asked.map((a) => a.url);
  expect(
    urls.filter((url, i) => urls.indexOf(url) !== i),
    'asked twice',
  ).toEqual([]);
  const { userId, userStudyId } = account;
  const early = [
    `/api/participant/${userId}`,
    `/api/participants/${userId}/user-studies/${userStudyId}/answers`,
    `/api/studies/101/procedures`,
    `/api/participant/${userId}/user-studies/${userStudyId}/user-procedures`,
    `/api/studies/101/question_rules`,
    `/api/participant/${userId}/user-studies/${userStudyId}`,
    `/api/v2/ui-module-settings?study_id=101`,
    `/api/participant/${userId}/events?user_study=${userStudyId}`,
    `/api/studies/101/profile-type/adult/questions`,
  ];
  for (const url of early) expect(asked.find((a) => a.url === url)?.from, url).toMatch(/^early-.*\.js$/);
});
