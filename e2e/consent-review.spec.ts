import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { storeToken } from './support/auth';
import { downloadPdf, registerAtConsent, surveyPath, tabTo } from './support/consent';

// Review answers: the submitted screening in a frame (content height + 75 px) with Back,
// Download and Print and the date-time stamp; the PDF downloaded is tagged.

test.use({ timezoneId: 'UTC' });

test('review answers: frame, stamp, Download of a tagged PDF, axe at 375 and 1280 px', async ({
  page,
  request,
}, info) => {
  const p = await registerAtConsent(request, { first: 'Rey', last: 'Review' });
  const survey = surveyPath(p);
  await page.goto('/landing');
  await storeToken(page, p.token);
  await page.goto(`${survey}/review-answers?procedure=screening`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Screening answers' })).toBeVisible();
  await expect(
    page.getByText(/^You answered the Screening on: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/),
  ).toBeVisible();
  const frame = page.frameLocator('iframe[title="Your submitted Screening answers"]');
  await expect(frame.getByRole('heading', { name: 'Have you been diagnosed with type 1 diabetes?' })).toBeVisible();
  // The frame is as tall as its content plus 75 px.
  const sizes = await page.locator('iframe.registry-review__frame').evaluate((el: HTMLIFrameElement) => ({
    frame: el.getBoundingClientRect().height,
    content: el.contentDocument!.body.scrollHeight,
  }));
  expect(Math.abs(sizes.frame - (sizes.content + 75))).toBeLessThanOrEqual(2);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const pdf = await downloadPdf(page, page.getByRole('button', { name: 'Download' }), info);
  expect(pdf.name).toBe('t1d-registry-core-study-screening-answers.pdf');
  expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
  expect(pdf.text).toContain('Rey Review');
  // By keyboard: Tab after Print enters the frame, which shows where the focus is.
  await tabTo(page, page.getByRole('button', { name: 'Print' }));
  await page.keyboard.press('Tab');
  const frameEl = page.locator('iframe.registry-review__frame');
  await expect.poll(() => frameEl.evaluate((el) => el === document.activeElement)).toBe(true);
  const ring = () =>
    frameEl.evaluate((el) => {
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
  await expect.poll(ring).toBe(true);
  await tabTo(page, page.getByRole('button', { name: 'Back' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${survey}/procedureStatus\\?procedure=screening$`));
});

test('Print prints from the page at once under the policy the server sends: no refused frame, no new tab', async ({
  page,
  request,
}) => {
  const p = await registerAtConsent(request, { first: 'Pria', last: 'Print' });
  await page.goto('/landing');
  await storeToken(page, p.token);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const tabs: string[] = [];
  page.context().on('page', (opened) => tabs.push(opened.url()));
  await page.goto(`${surveyPath(p)}/review-answers?procedure=screening`);
  // The browser's print dialog cannot open headless (printing a PDF frame ends the page there): the
  // frame's print is counted instead of opening it.
  await page.evaluate(() => {
    const own = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const view = own.get!.call(this) as Window | null;
        const counted = () => ((window as unknown as { printed: number }).printed = 1);
        return view && new Proxy({}, { get: (_t, key) => (key === 'print' ? counted : () => undefined) });
      },
    });
  });
  await page.getByRole('button', { name: 'Print' }).click();
  // The hidden frame holds the PDF (not the error page of a refused frame) and is printed; past the
  // print delay nothing was refused and no tab stood in for it.
  await expect(page.locator('iframe[aria-hidden="true"][src^="blob:"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
  expect(tabs).toEqual([]);
});
