import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/**
 * The same WCAG 2.2 AA check at several viewport widths, run in the page itself: axe is injected
 * once per document and `axe.run` goes in place, where AxeBuilder injects it again and opens a
 * blank page for `finishRun` on every call. For pages without frames (the survey's): steps that
 * check each width spend a fraction of the time.
 */
export async function expectNoAxeViolationsAt(
  page: Page,
  sizes: ReadonlyArray<{ width: number; height: number }>,
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await animationsSettled(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
    const summary = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }, WCAG_22_AA);
    expect(summary, `axe WCAG 2.2 AA violations at ${size.width} px`).toEqual([]);
  }
}

/** Runs axe with the WCAG 2.2 AA tags on the page (or one part of it) and expects zero violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // Colours measured halfway through a fade-in are not the colours a person reads: let finite
  // animations (snackbars, dialogs appearing) finish first.
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe WCAG 2.2 AA violations').toEqual([]);
}
