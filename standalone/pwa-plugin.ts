import { VitePWA } from 'vite-plugin-pwa';

/**
 * The standalone site as an installable web app (docs/decisions.md, "Answering without a connection"):
 * the manifest, linked from every page, and the service worker `standalone/sw.ts`, built with the
 * site and given the list of the build's files to keep. Nothing registers it from the first load:
 * `standalone/register-sw.ts` does, from a chunk of its own once the page has loaded.
 */
export function registryPwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'T1D Research Registry',
      short_name: 'T1D Registry',
      description:
        'A research registry for people with type 1 diabetes in the United States: join, answer a yearly questionnaire and help research.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b5cad',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app's own files: every script and stylesheet of the build (each named by its hash), the
      // icons. Not the HTML: pages come from the network first and are kept as they came (sw.ts).
      globPatterns: ['assets/**/*.{js,css}', '*.{svg,png}'],
      // Hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // A classic script: every engine runs it (module workers came late to some).
      rollupFormat: 'iife',
    },
  });
}
