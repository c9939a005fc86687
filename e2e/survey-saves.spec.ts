import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, registerThroughApi } from './support/auth';
import { freePort, startServer, stopServer } from './support/own-server';
import {
  coreStudyByToken,
  next,
  openScreening,
  press,
  questionHeading,
  storedAnswers,
  studyByToken,
  userIdOf,
} from './support/survey';

// Nothing is lost: a failed save keeps the answer on screen with the spec's message
// and saves on retry; drafts survive a reload; leaving with unsaved answers asks first; a server
// stopped mid-questionnaire and started again loses no answer.

const CONNECTION = 'Connection or server error. Check your connection or try to connect later';
const SAVES = '**/api/participants/*/user-studies/*/questions/*/answers*';

test('a failed save keeps the answer with the message, survives a reload, and saves on retry', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await registerThroughApi(request, { first_name: 'Sam', last_name: 'Saves' });
  const account = await coreStudyByToken(request, token);
  await openScreening(page, request, account);
  await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();

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
    await request.post(`${base}/api/registry/participant/${userIdOf(token)}/sms_consent`, {
      data: { status: 'skipped' },
      headers: { Authorization: `JWT ${token}` },
    });
    const account = await studyByToken(request, token, 101, base);
    await openScreening(page, request, account, base);
    await expect(questionHeading(page, 'Have you been diagnosed with type 1 diabetes?')).toBeVisible();

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
    expect(await storedAnswers(request, account, base)).toEqual({ 100101: 'true', 100201: 'true' });
  } finally {
    await stopServer(server);
  }
});
