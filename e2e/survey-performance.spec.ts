import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startServer, stopServer } from './support/own-server';
import { PERF_STUDY, perfStudyDefinition } from './support/perf-study';
import { next, openScreening, press, questionHeading, studyByToken } from './support/survey';

// The survey's budget: with a generated study of 200 questions and 500 rules, a
// question switch takes under 16 ms on desktop and under 100 ms at 4× CPU slowdown, measured with
// the screen's performance marks (from deciding to open a question to the question committed;
// the '-frame' measure runs to the next animation frame). Figures go to the test's output and to
// reports/question-switch.json, beside bench:api's and Lighthouse's reports.

async function measures(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => {
    const found = performance.getEntriesByName(n).map((e) => e.duration);
    performance.clearMeasures(n);
    return found;
  }, name);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    median: round(at(0.5)),
    p90: round(at(0.9)),
    max: round(sorted[sorted.length - 1]),
    all: values.map(round),
  };
};

/** Answers 'Yes' and moves on `count` times; then opens earlier questions from the list. */
async function switchQuestions(page: Page, from: number, count: number) {
  for (let n = from; n < from + count; n += 1) {
    await expect(questionHeading(page, new RegExp(`^Generated question ${n}:`))).toBeVisible();
    await press(page, page.getByRole('radio', { name: 'Yes' }), 'Space');
    await next(page);
  }
  await expect(questionHeading(page, new RegExp(`^Generated question ${from + count}:`))).toBeVisible();
  for (const n of [from, from + count - 1, from + 1, from + count]) {
    await press(page, page.getByRole('button', { name: new RegExp(`^Generated question ${n}:`) }));
    await expect(questionHeading(page, new RegExp(`^Generated question ${n}:`))).toBeVisible();
  }
}

test('question switches stay within 16 ms (desktop) and 100 ms (4× CPU slowdown) with 200 questions and 500 rules', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const studies = mkdtempSync(join(tmpdir(), 'registry-perf-studies-'));
  cpSync('server/studies', studies, { recursive: true });
  writeFileSync(join(studies, 'generated-performance.json'), JSON.stringify(perfStudyDefinition()));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, mkdtempSync(join(tmpdir(), 'registry-perf-data-')), {
    REGISTRY_STUDIES_DIR: studies,
  });
  try {
    const signup = await request.post(`${base}/api/registry/signup`, {
      data: {
        first_name: 'Perry',
        last_name: 'Formance',
        email: `perf-${Date.now()}@example.org`,
        password: 'Str0ng-Passw0rd!',
        profile_type: 'adult',
      },
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const account = await studyByToken(request, token, PERF_STUDY, base);
    await request.post(`${base}/api/registry/participant/${account.userId}/sms_consent`, {
      data: { status: 'skipped' },
      headers: { Authorization: `JWT ${token}` },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openScreening(page, request, account, base);

    await switchQuestions(page, 1, 12);
    const desktop = stats(await measures(page, 'registry-survey:question-switch'));
    const desktopFrame = stats(await measures(page, 'registry-survey:question-switch-frame'));

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await switchQuestions(page, 13, 12);
    const slow = stats(await measures(page, 'registry-survey:question-switch'));
    const slowFrame = stats(await measures(page, 'registry-survey:question-switch-frame'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const load = loadavg()[0];
    const figures = { load, desktop, desktopFrame, slow4x: slow, slow4xFrame: slowFrame };
    console.log(JSON.stringify(figures));
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/question-switch.json',
      JSON.stringify(
        { at: new Date().toISOString(), study: '200 questions, 500 rules', unit: 'ms', ...figures },
        null,
        2,
      ),
    );
    expect(desktop.n).toBeGreaterThanOrEqual(15);
    expect(slow.n).toBeGreaterThanOrEqual(15);
    // The budget holds for nine switches in ten, not only the typical one (the log keeps every sample).
    expect(desktop.median).toBeLessThan(16);
    expect(desktop.p90).toBeLessThan(16);
    expect(slow.median).toBeLessThan(100);
    expect(slow.p90).toBeLessThan(100);
  } finally {
    await stopServer(server);
  }
});
