import { expect, test } from '@playwright/test';
import { registerThroughApi, TOKEN_KEY } from './support/auth';
import { enrol } from './support/study-api';

// A research opportunity's promotion on the dashboard (spec 000 §3, 001 §7). A participant
// of our own (registered through the API and enrolled): the demo sleep-lab opportunity is offered
// to enrolled participants and carries a promotion that adds the participant id to its address.

const OPPORTUNITY = 'Closed-Loop Insulin at Night: a Clinical Trial';
const PARTNER = 'https://research.example.org/closed-loop-night/video';

test('a promotion opens in a new tab with the participant id, and the server stores the click', async ({
  page,
  context,
}) => {
  const me = await registerThroughApi(page.request, { first_name: 'Paula', last_name: 'Promotion' });
  await enrol(page.request, me);
  const headers = { Authorization: `JWT ${me.token}` };
  const clicked = async () => {
    const res = await page.request.get('/api/admin/studies/105', { headers });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).clicked_the_link_count as number;
  };
  const before = await clicked();
  // The partner's site is not ours: the new tab gets a stand-in page at the same address.
  await context.route(`${PARTNER}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
  );

  // The e2e server runs as development, where the token lives in localStorage (prod: sessionStorage).
  await page.goto('/landing');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, me.token] as const);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: OPPORTUNITY });
  const link = card.getByRole('link', { name: 'Watch the video (opens in a new tab)' });
  await expect(card.getByRole('heading', { name: 'Watch the study team explain the trial' })).toBeVisible();

  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(`${opened.origin}${opened.pathname}`).toBe(PARTNER);
  expect(opened.searchParams.get('participant_id')).toBe(String(me.id));
  // The dashboard stays where it was.
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server stored the click: the study's count of clicks went up by exactly this one.
  await expect.poll(clicked).toBe(before + 1);
});
