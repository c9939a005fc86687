import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe with the WCAG 2.2 AA tags on the page (or one part of it) and expects zero violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // Colours measured halfway through a fade-in are not the colours a person reads: let finite
  // animations (snackbars, dialogs appearing) finish first.
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
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe WCAG 2.2 AA violations').toEqual([]);
}
