import { createElement as h, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// What the README tells a host that renders on its server: single screens with renderToString,
// RegistryApp with prerender from react-dom/static (renderToString does not wait for its lazy
// routes). Each output is hydrated as a browser would: the markup rendered in node (no window),
// then a DOM, the library's modules loaded afresh as the browser loads them, and hydrateRoot,
// whose onRecoverableError hears of any mismatch.

type Library = typeof import('../index');
const library = () => import('../index') as Promise<Library>;

let teardown: (() => unknown) | undefined;
afterEach(async () => {
  await teardown?.();
  teardown = undefined;
  vi.resetModules();
});

/** Opens a DOM at `path` and hydrates `html` with the tree `build` makes from freshly loaded modules. */
async function hydrate(path: string, html: string, build: (lib: Library) => ReactNode) {
  const env = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: { url: `http://localhost${path}` },
  });
  teardown = () => env.teardown(globalThis);
  vi.resetModules();
  const [lib, { hydrateRoot }, { act }] = await Promise.all([library(), import('react-dom/client'), import('react')]);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // The browser runs the markup's inline scripts as it parses them: prerender's put each finished
  // Suspense boundary in its place.
  for (const script of container.querySelectorAll('script')) (0, eval)(script.textContent ?? '');
  await new Promise((done) => setTimeout(done, 100));
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, build(lib), { onRecoverableError: (error) => errors.push(error) }),
  );
  // Hydration goes on as the lazy pieces (routes, the feedback host) load.
  await act(() => new Promise((done) => setTimeout(done, 300)));
  return { container, errors, unmount: () => act(() => root.unmount()) };
}

describe('server rendering a host then hydrating it in the browser', () => {
  it('a single screen: renderToString, then hydrateRoot without a mismatch', async () => {
    expect(typeof window).toBe('undefined');
    const { renderToString } = await import('react-dom/server');
    const server = await library();
    const html = renderToString(
      h(server.RegistryProvider, { ssrPath: '/faq', storage: server.createMemoryStorage() }, h(server.FaqScreen)),
    );
    expect(html).toContain('Frequently Asked Questions');

    const client = await hydrate('/faq', html, (lib) =>
      h(lib.RegistryProvider, { storage: lib.createMemoryStorage() }, h(lib.FaqScreen)),
    );
    expect(client.errors).toEqual([]);
    expect(client.container.querySelector('h1')?.textContent).toBe('Frequently Asked Questions');
    // Hydrated: the questions, disabled in the markup, now answer a press.
    const trigger = client.container.querySelector<HTMLButtonElement>('.registry-accordion__trigger');
    expect(trigger?.disabled).toBe(false);
    await client.unmount();
  });

  it('RegistryApp: prerender (react-dom/static) renders its signed-out shell, which hydrates without a mismatch', async () => {
    expect(typeof window).toBe('undefined');
    const { prerender } = await import('react-dom/static');
    const server = await library();
    const { prelude } = await prerender(
      h(
        server.RegistryProvider,
        { ssrPath: '/faq', basePath: '/registry', storage: server.createMemoryStorage() },
        h(server.RegistryApp),
      ),
    );
    const html = await new Response(prelude).text();
    // The route's screen itself, not renderToString's client-rendering placeholder.
    expect(html).toContain('Frequently Asked Questions');
    expect(html).toContain('href="/registry/auth/login"');

    const client = await hydrate('/registry/faq', html, (lib) =>
      h(lib.RegistryProvider, { basePath: '/registry', storage: lib.createMemoryStorage() }, h(lib.RegistryApp)),
    );
    expect(client.errors).toEqual([]);
    expect(client.container.querySelector('h1')?.textContent).toBe('Frequently Asked Questions');
    await client.unmount();
  });

  it('a screen that signs in renders on the server: its navigation reads the path being rendered, not the window', async () => {
    expect(typeof window).toBe('undefined');
    const { renderToString } = await import('react-dom/server');
    const server = await library();
    const html = renderToString(
      h(
        server.RegistryProvider,
        { ssrPath: '/auth/login', basePath: '/registry', storage: server.createMemoryStorage() },
        h(server.LoginScreen),
      ),
    );
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).toContain('href="/registry/auth/register"');
  });
});
