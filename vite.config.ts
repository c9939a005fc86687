import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';
import { registryPwa } from './standalone/pwa-plugin';

/**
 * First-load code in two chunks instead of some twenty tiny ones: on a phone's network every
 * request costs a round trip (Lighthouse performance went from 94–96 to 99 on /landing).
 * Only what every page needs is grouped; screens and heavy pieces (DOMPurify, the phone library,
 * the schema checker) stay in their own lazily loaded chunks.
 */
export const FIRST_LOAD_GROUPS = [
  // What standalone/early-start.ts reads (it runs before React, as an entry of its own).
  {
    name: 'early',
    priority: 10,
    test: /(src[\\/](shared[\\/](api[\\/]client[\\/](early-gets|request-headers)|session[\\/](session-keys|token|privileges))|features[\\/](study[\\/]session|dashboard[\\/]api|auth[\\/]api)[\\/]first-gets))\./,
  },
  // Not redaxios: only the API transport uses it, a chunk of its own fetched beside the first load.
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@preact)[\\/]/ },
  {
    name: 'core',
    // Not the session keeper: it loads a while after a sign-in (src/app/use-session-keeper.ts). Not what
    // the app loads beside it or after its first screen (the API transport, the error reporter, the
    // profile checks of a page opened signed in, the dialogs' and snackbars' host with its kit, the
    // return from a provider's re-authentication, the failed calls' feedback, the times written for
    // reading, which only the pages that show one need):
    // chunks of their own, fetched in parallel. Not a translated module (*.es.ts): each language's
    // load on its own, only when it shows.
    test: /^(?!.*\.es\.tsx?$).*src[\\/](app|config|shared[\\/](session|settings|api[\\/](api-context|client)|ui[\\/](feedback|portal-root|theme|tokens)))[\\/](?!session-keeper|api-transport|frontend-log|profile-on-start|readable-time|feedback-host|dialog-registry|snackbar-list|loader-overlay|provider-reauth|failure-feedback)/,
  },
];

/** The site runs on the page's URL only: its links are wouter's own (src/shared/routing/page-link.ts). */
const PAGE_LINK = {
  find: /^@\/shared\/routing\/link$/,
  replacement: resolve(import.meta.dirname, 'src/shared/routing/page-link.ts'),
};

/**
 * The standalone SPA: code-split by route (lazy imports in the route table), served by the reference
 * server. `vite build --ssr` builds the pre-render entry instead (issue 18): one self-contained file
 * (dependencies bundled, so it runs wherever the build is copied) that renders the public pages
 * to HTML for scripts/prerender.ts and for a server whose settings differ from the build's.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'standalone',
        plugins: [react()],
        resolve: { tsconfigPaths: true, alias: [PAGE_LINK] },
        publicDir: false,
        // React's production build, as in the browser (the server never sets NODE_ENV).
        define: { 'process.env.NODE_ENV': '"production"' },
        ssr: { noExternal: true, target: 'node' },
        build: {
          outDir: '../dist/prerender/server',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: false,
          rolldownOptions: {
            input: 'standalone/prerender-entry.tsx',
            output: { entryFileNames: 'prerender-entry.js', codeSplitting: false },
          },
        },
      }
    : {
        root: 'standalone',
        plugins: [react(), precompress(), registryPwa()],
        // The survey keeps its drafts in the participant's encrypted vault on the device (offline use).
        define: { __REGISTRY_DRAFTS__: '"vault"' },
        resolve: {
          tsconfigPaths: true,
          // React 19 has useSyncExternalStore: the shim that wouter and signals import is not bundled.
          alias: [
            PAGE_LINK,
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: resolve(import.meta.dirname, 'src/shared/lib/react-sync-external-store.ts'),
            },
          ],
        },
        build: {
          // SIZE_OUT=<dir>: a build with source maps elsewhere, to see which modules a chunk's bytes come from.
          outDir: process.env.SIZE_OUT ?? '../dist/standalone',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: !!process.env.SIZE_OUT,
          // The manifest lets scripts/size.mjs measure the first load of /landing exactly, and the server
          // preload each route's chunk (scripts/prerender.ts).
          manifest: true,
          rolldownOptions: {
            // The entry's first module is an entry of its own too: a page whose data it asks early
            // (the server adds its script before the app's, site-pages.ts) runs it once it and the
            // little it reads have come, without waiting for the framework.
            input: { index: 'standalone/index.html', 'early-start': 'standalone/early-start.ts' },
            output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } },
          },
        },
        server: {
          port: 5173,
          proxy: { '/api': 'http://localhost:8080', '/settings.json': 'http://localhost:8080' },
        },
      },
);
