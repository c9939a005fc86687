import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, registerThroughApi, storeToken } from './support/auth';
import {
  coreStudyByToken,
  next,
  press,
  questionHeading,
  storedAnswers,
  surveyPath,
  type SurveyAccount,
} from './support/survey';

// Nothing is lost (issue 14): a failed save keeps the answer on screen with the spec's message
// and saves on retry; drafts survive a reload; leaving with unsaved answers asks first; a server
// stopped mid-questionnaire and started again loses no answer.

const CONNECTION = 'Connection or server error. Check your connection or try to connect later';
const SAVES = '**/api/participants/*/user-studies/*/questions/*/answers*';

async function openScreening(page: Page, request: APIRequestContext, account: SurveyAccount, base = '') {
  const res = await request.post(
    `${base}/api/participant/${account.userId}/user-studies/${account.userStudyId}/user-procedures`,
    { data: { procedure_id: 'intro' }, headers: { Authorization: `JWT ${account.token}` } },
  );
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`${base}/landing`);
  await storeToken(page, account.token);
  await page.goto(`${base}${surveyPath(account)}?procedure=screening`);
  const welcome = page.getByRole('dialog', { name: "Let's start" });
  await press(page, welcome.getByRole('button', { name: 'Begin' }));
  await expect(welcome).toHaveCount(0);
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();
}

test('a failed save keeps the answer with the message, survives a reload, and saves on retry', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await registerThroughApi(request, { first_name: 'Sam', last_name: 'Saves' });
  const account = await coreStudyByToken(request, token);
  await openScreening(page, request, account);

  await page.route(SAVES, (route) => route.abort('connectionrefused'));
  await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
  await next(page);
  await expect(page.getByText('Not saved')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: CONNECTION })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();

  // Leaving with the unsaved answer asks first; the draft is back after the reload.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(page.getByText('Not saved')).toBeVisible();
  expect(await storedAnswers(request, account)).toEqual({});

  await page.unroute(SAVES);
  await press(page, page.getByRole('button', { name: 'Try saving again' }));
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(await storedAnswers(request, account)).toEqual({ 100101: 'true' });
  await next(page);
  await expect(questionHeading(page, 'Do you live in the United States?')).toBeVisible();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_DEV_OUTBOX: '1',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/meta/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a server stopped mid-questionnaire and started again loses no answer', async ({ page, request }) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-restart-'));
  let server = await startServer(port, dataDir);
  try {
    const login = await request.post(`${base}/api/registry/login`, {
      data: { email: DEMO.adult.email, password: DEMO.adult.password },
    });
    const { token } = (await login.json()) as { token: string };
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: number };
    await request.post(`${base}/api/registry/participant/${payload.user_id}/sms_consent`, {
      data: { status: 'skipped' },
      headers: { Authorization: `JWT ${token}` },
    });
    const list = await request.get(`${base}/api/participant/${payload.user_id}/user-studies`, {
      headers: { Authorization: `JWT ${token}` },
    });
    const core = ((await list.json()) as { id: number; study_id: number }[]).find((u) => u.study_id === 101)!;
    const account = { userId: payload.user_id, userStudyId: core.id, token };
    await openScreening(page, request, account, base);

    await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
    await next(page);
    await expect(questionHeading(page, 'Do you live in the United States?')).toBeVisible();
    await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');

    await stopServer(server);
    await next(page);
    await expect(page.getByText('Not saved')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: CONNECTION })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();

    // Back up: the queue tries again by itself (at most 15 s apart) and stores the answer.
    server = await startServer(port, dataDir);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
    await next(page);
    await expect(questionHeading(page, 'What is your date of birth?')).toBeVisible();
    const stored = await request.get(
      `${base}/api/participants/${account.userId}/user-studies/${account.userStudyId}/answers`,
      { headers: { Authorization: `JWT ${token}` } },
    );
    const values = Object.fromEntries(
      ((await stored.json()) as { question_option: number; value: string }[]).map((a) => [a.question_option, a.value]),
    );
    expect(values).toEqual({ 100101: 'true', 100201: 'true' });
  } finally {
    await stopServer(server);
  }
});
