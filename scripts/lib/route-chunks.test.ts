import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import {
  APP_START_IMPORTS,
  FIRST_RENDER_IMPORTS,
  NOT_FOUND_ROUTE,
  SIGNED_IN_START_IMPORTS,
  routeAssets,
  screenImports,
} from './route-chunks';

const screensSource = readFileSync(new URL('../../src/app/screens.tsx', import.meta.url), 'utf8');

describe('screenImports (src/app/screens.tsx)', () => {
  const imports = screenImports(screensSource);

  it('finds the lazily loaded modules of every routed screen and of the catch-all', () => {
    const routed = Object.keys(paths).filter((name) => name !== 'root' && name !== 'logout');
    expect(Object.keys(imports).sort()).toEqual([...routed, NOT_FOUND_ROUTE].sort());
    for (const [route, modules] of Object.entries(imports)) expect(modules.length, route).toBeGreaterThan(0);
  });

  it('gives paths from the repository root, and a framed screen the page frame too', () => {
    expect(imports.landing).toEqual(['src/features/public/screens/landing-screen']);
    expect(imports.dashboard).toEqual([
      'src/features/dashboard/screens/dashboard-screen',
      'src/features/public/components/public-layout',
    ]);
  });
});

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_core.js'], css: ['assets/index.css'] },
  '_core.js': { file: 'assets/core.js', css: ['assets/core.css'] },
  '_layout.js': { file: 'assets/layout.js', imports: ['_core.js'], css: ['assets/layout.css'] },
  '../src/features/public/screens/landing-screen.tsx': {
    file: 'assets/landing.js',
    imports: ['_core.js', '_layout.js'],
    css: ['assets/landing.css'],
  },
};

describe('routeAssets', () => {

  it('lists the route chunk, its static imports and their stylesheets, without what the entry loads', () => {
    const assets = routeAssets(manifest, {
      landing: ['src/features/public/screens/landing-screen'],
      unknown: ['src/features/nowhere'],
    });
    expect(assets.landing).toEqual({
      js: ['assets/landing.js', 'assets/layout.js'],
      css: ['assets/landing.css', 'assets/layout.css'],
    });
    expect(assets.unknown).toEqual({ js: [], css: [] });
  });

  it('adds what the app requests at start to every route', () => {
    const withTransport = {
      ...manifest,
      '../src/shared/api/client/api-transport.ts': { file: 'assets/api-transport.js', imports: ['_core.js'] },
    };
    const assets = routeAssets(
      withTransport,
      { landing: ['src/features/public/screens/landing-screen'], unknown: [] },
      ['src/shared/api/client/api-transport'],
    );
    expect(assets.landing.js).toEqual(['assets/landing.js', 'assets/layout.js', 'assets/api-transport.js']);
    expect(assets.unknown.js).toEqual(['assets/api-transport.js']);
  });
});

describe('FIRST_RENDER_IMPORTS', () => {
  it('adds a route its first render imports, and only to that route', () => {
    const withSanitizer = {
      ...manifest,
      '../src/shared/lib/sanitize-html.ts': { file: 'assets/sanitize-html.js', imports: ['_core.js'] },
    };
    const assets = routeAssets(
      withSanitizer,
      { survey: [], landing: ['src/features/public/screens/landing-screen'] },
      [],
      { survey: ['src/shared/lib/sanitize-html'] },
    );
    expect(assets.survey.js).toEqual(['assets/sanitize-html.js']);
    expect(assets.landing.js).not.toContain('assets/sanitize-html.js');
  });

  it('names a module the survey question still imports lazily as it renders', () => {
    expect(FIRST_RENDER_IMPORTS.survey).toEqual(['src/shared/lib/sanitize-html']);
    const safeHtml = readFileSync(new URL('../../src/shared/ui/safe-html.tsx', import.meta.url), 'utf8');
    expect(safeHtml).toContain("import('../lib/sanitize-html')");
  });
});

describe('APP_START_IMPORTS', () => {
  // The list says what the app's modules do: each one is still imported at start where it says.
  it.each([
    ['src/shared/api/client/api-transport', '../../src/app/registry-app.tsx', "void import('../shared/api/client/api-transport')"],
    ['src/shared/ui/feedback/feedback-host', '../../src/app/provider-base.tsx', "import('../shared/ui/feedback/feedback-host')"],
    ['src/shared/api/client/frontend-log', '../../src/app/provider-base.tsx', "import('../shared/api/client/frontend-log')"],
  ])('%s is requested by the app at start', (module, file, call) => {
    expect(APP_START_IMPORTS).toContain(module);
    expect(readFileSync(new URL(file, import.meta.url), 'utf8')).toContain(call);
  });
});

describe('SIGNED_IN_START_IMPORTS', () => {
  it('names what the app imports as it starts with a stored token', () => {
    expect(SIGNED_IN_START_IMPORTS).toEqual(['src/app/profile-on-start']);
    expect(readFileSync(new URL('../../src/app/provider.tsx', import.meta.url), 'utf8')).toContain(
      "import('./profile-on-start')",
    );
  });

  it('adds them to the signed-in routes only', () => {
    const withStart = {
      ...manifest,
      '../src/app/profile-on-start.ts': { file: 'assets/profile-on-start.js', imports: ['_core.js'] },
    };
    const assets = routeAssets(
      withStart,
      { dashboard: [], landing: ['src/features/public/screens/landing-screen'] },
      [],
      {},
      { routes: ['dashboard'], imports: SIGNED_IN_START_IMPORTS },
    );
    expect(assets.dashboard.js).toEqual(['assets/profile-on-start.js']);
    expect(assets.landing.js).not.toContain('assets/profile-on-start.js');
  });
});
