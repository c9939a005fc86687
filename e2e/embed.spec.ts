import { expect, test } from '@playwright/test';

test('the embed element renders inside hostile host CSS unchanged', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/examples/embed.html');
  const gadget = page.locator('registry-screen');
  const heading = gadget.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();

  // The host's `* { font: 30px serif !important; color: red }` must not reach inside the shadow root.
  const style = await heading.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { family: cs.fontFamily, color: cs.color, transform: cs.textTransform, letterSpacing: cs.letterSpacing };
  });
  expect(style.family).not.toContain('serif,');
  expect(style.family).not.toBe('serif');
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.transform).toBe('none');
  expect(style.letterSpacing).toBe('normal');

  // The theme attribute became a custom property on the gadget's root, and no style leaked out.
  const root = gadget.locator('.registry-root');
  await expect(root).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--registry-primary').trim())).toBe('#0b5cad');
  expect(await page.evaluate(() => document.querySelectorAll('style, link[rel=stylesheet]').length)).toBe(1);

  await gadget.screenshot({ path: 'test-results/embed-hostile-css.png' });
});

test('removing the element unmounts its React tree', async ({ page }) => {
  await page.goto('/examples/embed.html');
  const gadget = page.locator('registry-screen');
  await expect(gadget.getByRole('heading', { level: 1 })).toBeVisible();
  const childrenAfter = await page.evaluate(() => {
    const el = document.querySelector('registry-screen')!;
    const mount = el.shadowRoot!.querySelector('div')!;
    el.remove();
    return new Promise<number>((ok) => setTimeout(() => ok(mount.childElementCount), 50));
  });
  expect(childrenAfter).toBe(0);
});
