import { expectNoAxeViolations } from './support/axe';
import { expect, partnerUrl, test } from './support/partner-origin';

// The FAQ gadget on a partner's pages, served from the partner's own origin under a strict CSP, the
// gadget's script and the API on the registry's.
const HOSTILE = partnerUrl('/examples/embed.html');
const PLAIN = partnerUrl('/examples/embed-plain.html');

test('the embed element renders inside hostile host CSS unchanged', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(HOSTILE);
  const gadget = page.locator('registry-faq');
  const heading = gadget.getByRole('heading', { name: 'Frequently Asked Questions' });
  await expect(heading).toBeVisible();

  // The host's `* { font: 30px serif !important; color: red; letter-spacing: 3px }` must not reach inside.
  const style = await heading.evaluate((el) => {
    const cs = getComputedStyle(el);
    return {
      family: cs.fontFamily,
      color: cs.color,
      transform: cs.textTransform,
      letterSpacing: cs.letterSpacing,
      border: cs.borderTopStyle,
    };
  });
  expect(style.family).not.toMatch(/^serif$/);
  expect(style.family).toContain('system-ui');
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.transform).toBe('none');
  expect(style.letterSpacing).toBe('normal');
  // The host's `button { display: none }` must not hide the gadget's buttons.
  const firstQuestion = gadget.getByRole('button').first();
  await expect(firstQuestion).toBeVisible();

  // The theme attribute became a custom property on the gadget's root; the host's rule on
  // .registry-root did not reach it; and the gadget added no style to the host document (the page has its
  // own two stylesheets).
  const root = gadget.locator('.registry-root');
  await expect(root).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--registry-primary').trim())).toBe(
    '#0b5cad',
  );
  expect(await page.evaluate(() => document.querySelectorAll('style, link[rel=stylesheet]').length)).toBe(2);
  await expect(page.getByRole('heading', { name: 'A partner research site' })).toHaveCSS('font-family', 'serif');

  await expectNoAxeViolations(page, 'registry-faq');
});

test('the gadget under hostile CSS is pixel-identical to the same gadget on a plain page', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1400 });
  const shot = async (url: string) => {
    await page.goto(url);
    const gadget = page.locator('registry-faq');
    await expect(gadget.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await gadget.getByRole('button').first().click();
    await expect(gadget.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(0, 0);
    return gadget.screenshot({ animations: 'disabled', caret: 'hide' });
  };
  const plain = await shot(PLAIN);
  const hostile = await shot(HOSTILE);
  await test.info().attach('embed-hostile-css.png', { body: hostile, contentType: 'image/png' });
  expect(hostile.length).toBeGreaterThan(5000);
  expect(hostile.equals(plain), 'the screenshots differ: host CSS reached the gadget').toBe(true);
});

test('the gadget works by keyboard: one answer open at a time', async ({ page }) => {
  await page.goto(HOSTILE);
  const gadget = page.locator('registry-faq');
  const questions = gadget.getByRole('button', { expanded: false });
  await expect(questions.first()).toBeVisible();
  const first = gadget.getByRole('button').nth(0);
  const second = gadget.getByRole('button').nth(1);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  // Focus may land on a link inside the open answer first; go to the second question directly.
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('removing the element unmounts its React tree', async ({ page }) => {
  await page.goto(HOSTILE);
  await expect(page.locator('registry-faq').getByRole('heading').first()).toBeVisible();
  const childrenAfter = await page.evaluate(() => {
    const el = document.querySelector('registry-faq')!;
    const mount = el.shadowRoot!.querySelector('.registry-embed-mount')!;
    el.remove();
    return new Promise<number>((ok) => setTimeout(() => ok(mount.childElementCount), 50));
  });
  expect(childrenAfter).toBe(0);
});
