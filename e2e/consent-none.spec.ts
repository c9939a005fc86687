import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { storeToken, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/consent';
import { freePort, startServer, stopServer } from './support/own-server';

// The consent-not-required page. No demo study has a consent procedure without a consent
// to sign (and a new one given to everyone would change the demo accounts' dashboards), so this
// spec starts a server of its own with the demo studies plus one such study: the survey sends the
// participant from the consent step to the page, whose 'Go to Questionnaire' force-submits the
// consent procedure on the server and opens the questionnaire.

const STUDY = 950;
const QUESTION = 'How often do you change your pump settings?';

const noConsentStudy = {
  study: {
    id: STUDY,
    study_type: 'sub_study',
    title: 'Pump Settings Check-in',
    status: 'active',
    assign_to: 'all',
    approximate_complete_time: '2 minutes',
    launch_on: '2026-01-01',
    closed_at: null,
  },
  procedures: [
    { id: 'consent', title: 'Consent', order: 1 },
    { id: 'questionnaire', title: 'Questionnaire', order: 2 },
  ],
  questions: {
    adult: [
      {
        id: 95001,
        title: QUESTION,
        order: 1,
        procedure: 'questionnaire',
        question_type: 'single',
        options: [
          { id: 9500101, widget: 'radio', title: 'Every month', order: 1 },
          { id: 9500102, widget: 'radio', title: 'Less often', order: 2 },
        ],
      },
    ],
    child: [],
  },
  question_rules: [],
  screening_rules: [],
  consents: [],
  module_settings: [],
  intro_pages: [],
  research: null,
  promotions: [],
};

let base = '';
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const dirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const studies = mkdtempSync(join(tmpdir(), 'registry-no-consent-studies-'));
  const data = mkdtempSync(join(tmpdir(), 'registry-no-consent-data-'));
  dirs.push(studies, data);
  cpSync('server/studies', studies, { recursive: true });
  writeFileSync(join(studies, 'no-consent-study.json'), JSON.stringify(noConsentStudy));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(port, data, { REGISTRY_STUDIES_DIR: studies });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('no consent to sign: Consent is not required, Go to Questionnaire submits the consent step', async ({
  page,
  request,
}) => {
  const signup = await request.post(`${base}/api/registry/signup`, {
    data: {
      first_name: 'Nico',
      last_name: 'Noconsent',
      email: uniqueEmail('no-consent'),
      password: 'Str0ng-Passw0rd!',
      profile_type: 'adult',
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { id, access_token: token } = (await signup.json()) as { id: number; access_token: string };
  const headers = { Authorization: `JWT ${token}` };
  await request.post(`${base}/api/registry/participant/${id}/sms_consent`, { data: { status: 'skipped' }, headers });
  const list = (await (await request.get(`${base}/api/participant/${id}/user-studies`, { headers })).json()) as Array<{
    id: number;
    study_id: number;
  }>;
  const userStudyId = list.find((u) => u.study_id === STUDY)!.id;
  const procedures = async () =>
    (
      (await (
        await request.get(`${base}/api/participant/${id}/user-studies/${userStudyId}/user-procedures`, { headers })
      ).json()) as Array<{ procedure_id: string }>
    ).map((p) => p.procedure_id);
  expect(await procedures()).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/landing`);
  await storeToken(page, token);
  const survey = `${base}/survey/study/${STUDY}/user-study/${userStudyId}/user/${id}`;
  await page.goto(survey);
  await expect(page).toHaveURL(`${survey}/no-consent`);
  await expect(page.getByText('Consent is not required.')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Go to Questionnaire' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  expect(page.url()).toContain(`${survey}?procedure=questionnaire`);
  expect(await procedures()).toEqual(['consent']);
});
