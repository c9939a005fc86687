// Registers the site's service worker (standalone/sw.ts) as it runs. A chunk of its own, imported by
// main.tsx once the page has loaded: the first load carries none of it, and the worker's install (which keeps
// the app's files) starts after the page's own requests.

export async function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container) return;
  try {
    await container.register('/sw.js', { scope: '/' });
  } catch {
    // Blocked (a private window, a browser setting): the site works online as before.
  }
}

void registerServiceWorker();
