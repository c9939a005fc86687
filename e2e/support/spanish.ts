import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { shot } from './auth';
import { expectNoAxeViolations } from './axe';
export { answerMostOfTheQuestionnaire } from './survey';

// Checks of e2e/spanish-journey.spec.ts: a page in Spanish (lang, axe, no English left, nothing
// overflowing), the questionnaire answered through the API, a downloaded PDF's text.

/** Words only English has: one of them outside a lang="en" element is a text left untranslated. */
export const ENGLISH =
  /\b(the|and|your|you|of|to|for|is|are|with|this|that|have|will|not|what|please|continue|next|back|submit|question|answers?|study|yes|cancel|close|loading|print|download|view|sign|step|agree|disagree|never|daily|weekly|insights|registered|completed|signed|welcome|account|password|profile|email)\b/i;

/** The lines of a document's text that read as English. */
export const englishLines = (text: string) => text.split('\n').filter((line) => ENGLISH.test(line));

/**
 * Visible texts and accessible names of the page that read as English and whose language (the
 * nearest lang attribute) is not English; `anyLanguage`: whatever their lang says.
 */
export async function englishLeft(page: Page, { anyLanguage = false } = {}): Promise<string[]> {
  const found = await page.evaluate(
    ([source, any]) => {
      const english = new RegExp(source, 'i');
      const out: string[] = [];
      const markedEnglish = (el: Element | null) =>
        !any && !!el?.closest('[lang]')?.getAttribute('lang')?.startsWith('en');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const el = node.parentElement;
        if (!text || !el || el.closest('script, style, noscript, [hidden]')) continue;
        if (english.test(text) && !markedEnglish(el)) out.push(text);
      }
      for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(name);
          if (value && english.test(value) && !markedEnglish(el)) out.push(`${name}="${value}"`);
        }
      }
      return out;
    },
    [ENGLISH.source, anyLanguage] as const,
  );
  // Product names stay as they are.
  return found.filter((t) => !/^(T1D Exchange|T1D Registry|Dexcom)$/.test(t));
}

/** What every page of the journey must be: Spanish, marked so, axe clean. */
export async function expectSpanishPage(page: Page, what: string) {
  await expect(page.locator('html'), what).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  // Longer Spanish words fit the 375 px: nothing runs past the page's width, no control clips or cuts its text.
  const overflowing = await page.evaluate(() => {
    const wide = document.documentElement.scrollWidth > window.innerWidth ? ['the page'] : [];
    const clipped = [...document.querySelectorAll('button, a, label, h1, h2, [role="tab"]')]
      .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    // A text that ends in an ellipsis (the account button's name) is cut too: its own text is wider than its box.
    const cut = [...document.querySelectorAll<HTMLElement>('button *, a *')]
      .filter((el) => el.checkVisibility() && getComputedStyle(el).textOverflow === 'ellipsis')
      .filter((el) => {
        const range = document.createRange();
        let width = 0;
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          range.selectNodeContents(node);
          width += range.getBoundingClientRect().width;
        }
        return width > el.getBoundingClientRect().width + 0.5;
      })
      .map((el) => `cut "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return [...wide, ...clipped, ...cut];
  });
  expect(overflowing, `overflowing on ${what}`).toEqual([]);
  await shot(page, `spanish ${what}`.replace(/\W+/g, '-'));
  expect(await englishLeft(page), `English left on ${what}`).toEqual([]);
  expect(await page.title(), `the title of ${what}`).not.toMatch(ENGLISH);
  // The demo study is translated whole: nothing is marked English but the switch to English.
  const markedEnglish = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) out.push(text);
    }
    return out;
  });
  expect(markedEnglish, `marked English on ${what}`).toEqual(markedEnglish.filter((t) => t === 'English'));
}

/** Clicks a Download button and answers the saved PDF's text. */
export async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>, file: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
