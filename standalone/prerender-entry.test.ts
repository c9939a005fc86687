import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { DEFAULT_SETTINGS } from '@/config/settings';
import { userToken } from '@/testing/fixtures';

// The frames of the signed-in pages (the dashboard, a survey question) are rendered at build time
// for no one, and the app draws its page over them: the frame must be what the app's first render
// draws for a signed-in participant before the data has come, else the page would change (or shift)
// as the app takes over.

let teardown: (() => unknown) | undefined;
afterEach(async () => {
  await teardown?.();
  teardown = undefined;
  vi.resetModules();
});

/** React's ids differ between a server render and a client one (useId); nothing else may. */
const REACT_IDS = new Set(['id', 'aria-labelledby', 'aria-controls', 'aria-describedby']);

/**
 * Markup as the elements it makes (in a DOM): tags, attributes in name order without React's ids,
 * text without the comments a server render puts between neighbouring texts. The snackbars' host
 * (two empty live regions the browser's app adds once it runs) is left out.
 */
function elementsOf(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  box.querySelectorAll('.registry-snackbars').forEach((e) => e.remove());
  const walk = (el: Element): string => {
    const attrs = [...el.attributes]
      .filter((a) => !REACT_IDS.has(a.name))
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(' ');
    const children = [...el.childNodes]
      .map((n) => (n.nodeType === 1 ? walk(n as Element) : n.nodeType === 3 ? n.textContent : ''))
      .join('');
    return `<${el.tagName.toLowerCase()} ${attrs}>${children}</${el.tagName.toLowerCase()}>`;
  };
  return walk(box);
}

/**
 * What the standalone app's first render draws at `path` for a signed-in participant whose data has
 * not come, and `frame` read in the same DOM.
 */
async function firstClientRender(path: string, frame: string): Promise<{ app: string; frame: string }> {
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: { url: `http://localhost${path}` },
  });
  teardown = () => env.teardown(globalThis);
  vi.resetModules();
  const [{ registryAppElement }, { preloadScreenOf }, { FeedbackHost }, { createRoot }, { act }, storage] =
    await Promise.all([
      import('./app-element'),
      import('@/app/screens'),
      import('@/app/provider-base'),
      import('react-dom/client'),
      import('react'),
      import('@/shared/session/key-value-storage'),
    ]);
  // As the entry does (main.tsx): the route's screen is loaded before the first render.
  await Promise.all([preloadScreenOf(path), FeedbackHost.preload()]);
  const container = document.createElement('div');
  document.body.append(container);
  const never: typeof fetch = () => new Promise(() => undefined);
  const session = storage.createMemoryStorage({ 'registry.token': userToken() });
  const root = createRoot(container);
  await act(async () => root.render(registryAppElement(DEFAULT_SETTINGS, { storage: session, fetch: never })));
  const app = elementsOf(container.innerHTML);
  await act(async () => root.unmount());
  return { app, frame: elementsOf(frame) };
}

describe('the signed-in frames', () => {
  it('are the dashboard and the survey, drawn signed in with nothing of any participant', async () => {
    const { renderPages } = await import('./prerender-entry');
    const pages = await renderPages(DEFAULT_SETTINGS);
    // The signed-in header (its name not known yet), the page's heading, the placeholders of the lists.
    expect(pages.dashboard).toContain('<h1 class="registry-dash__title">Dashboard</h1>');
    expect(pages.dashboard).toContain('<span class="registry-account__name">My account</span>');
    expect(pages.dashboard).toContain('Loading your studies…');
    expect(pages.dashboard).toContain('href="/logout"');
    expect(pages.dashboard).not.toContain('Sign In');
    expect(pages.survey).toContain('Back to Dashboard');
    expect(pages.survey).toContain('<p role="status">Loading the study…</p>');
    // No inline script: the site's policy (script-src 'self') would refuse it.
    expect(pages.dashboard + pages.survey).not.toContain('<script');
  });

  it.each([
    ['dashboard', '/dashboard'],
    ['survey', '/survey/study/101/user-study/3/user/7'],
  ] as const)('the %s frame is the app’s first render for a signed-in participant', async (name, path) => {
    const { renderPages } = await import('./prerender-entry');
    const frame = (await renderPages(DEFAULT_SETTINGS))[name];
    const drawn = await firstClientRender(path, frame);
    expect(drawn.app).toContain('registry-');
    expect(drawn.app).toBe(drawn.frame);
  });
});

describe('the pages in Spanish', () => {
  it('are rendered in Spanish, one language after the other, leaving the page’s language as it was', async () => {
    const { renderPages } = await import('./prerender-entry');
    const { activeLocale } = await import('@/shared/i18n/locale');
    const [spanish, english] = [await renderPages(DEFAULT_SETTINGS, 'es'), await renderPages(DEFAULT_SETTINGS)];
    expect(spanish.landing).toContain('lang="es"');
    expect(english.landing).toContain('lang="en"');
    expect(spanish.dashboard).toContain('lang="es"');
    expect(activeLocale.value).toBe('en');
  });
});
