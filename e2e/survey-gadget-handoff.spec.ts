import type { Page } from '@playwright/test';
import { registerThroughApi } from './support/auth';
import { expect, handOver, partnerUrl, test, watchCsp } from './support/partner-origin';

// A partner that holds the participant's registry token hands it over with signIn(token) whenever
// its own script happens to run: before the gadget's script defined the element (whenDefined), right
// after it did, on registry-ready, or once the gadget's sign-in form is up
// (e2e/partner-pages/handoff.html). Whenever it does, the study opens, every time: 25 runs of each
// moment, each a fresh load of the partner's page, five pages at once (which also makes the runs
// race each other on the server), a run failing when the study has not opened within 7 s.

const RUNS = 25;
const PAGES = 5;
const STUDY = 'T1D Registry Core Study';
type Moment = 'before' | 'defined' | 'ready' | 'after';

/** One load of the hand-off page; resolves once the study has opened in the gadget. */
async function handOffOnce(page: Page, moment: Moment, token: string, run: number) {
  const gadget = page.locator('registry-survey');
  await page.goto(partnerUrl(`/pages/handoff.html?moment=${moment}&run=${run}#${token}`));
  if (moment === 'after') {
    await expect(gadget.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    expect(await handOver(page, token), `run ${run}`).toBe('signed-in');
  } else {
    await expect(page.locator('#log'), `run ${run}`).toHaveText('signIn: signed-in');
  }
  await expect(gadget.getByRole('heading', { level: 1, name: STUDY }), `run ${run}`).toBeVisible();
  await expect(gadget.getByText('Opening your study…')).toHaveCount(0);
}

const TITLES: Record<Moment, string> = {
  before: 'before the element is defined (whenDefined)',
  defined: 'as the element is defined',
  ready: 'on registry-ready',
  after: 'after the first screen (the sign-in form)',
};

for (const moment of ['before', 'defined', 'ready', 'after'] as const) {
  test(`signIn(token) ${TITLES[moment]} opens the study in each of ${RUNS} runs`, async ({
    page,
    context,
    request,
    cspRefusals,
  }) => {
    test.setTimeout(90_000);
    const account = await registerThroughApi(request, { first_name: 'Hana', last_name: 'Handoff' });
    const pages = [page];
    while (pages.length < PAGES) {
      const other = await context.newPage();
      watchCsp(other, cspRefusals);
      pages.push(other);
    }
    const started = Date.now();
    let opened = 0;
    let next = 0;
    await Promise.all(
      pages.map(async (lane) => {
        while (next < RUNS) {
          next += 1;
          await handOffOnce(lane, moment, account.token, next);
          opened += 1;
        }
      }),
    );
    console.log(`signIn ${TITLES[moment]}: the study opened in ${opened} of ${RUNS} runs, ${Date.now() - started} ms`);
    expect(opened).toBe(RUNS);
  });
}
