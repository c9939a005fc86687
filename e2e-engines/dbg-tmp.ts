import { launchFirefox } from './firefox-driver';
import { EnginePage, role } from './page';
import { registerThroughApi } from './journeys/support';
import { storeToken } from '../e2e/support/auth';
const d = await launchFirefox();
const page = new EnginePage(d, 'http://127.0.0.1:8541');
const base = 'http://127.0.0.1:8541';
const { startServer, stopServer } = await import('../e2e/support/own-server');
const server = await startServer(8541, '', {});
try {
  const acc = await registerThroughApi(base, 'A', 'B', 'Engine-Journey-1');
  await page.goto('/landing');
  await d.evaluate(`(localStorage.setItem('registry.token', ${JSON.stringify(acc.token)}), 1)`);
  await page.goto('/dashboard');
  await new Promise((r) => setTimeout(r, 3000));
  const { button } = await import('./page');
  console.log(
    await page.count(button('Start the study', role('article', 'T1D Registry Core Study'))),
    await page.count(button('Start the study')),
  );
  console.log(
    JSON.stringify(
      await d.evaluate(
        `(() => { axe.setup(document); const a = [...document.querySelectorAll('button')].map(e => axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(e))); axe.teardown(); return a; })()`,
      ),
    ),
  );
  console.log(
    await page.count(role('article')),
    await page.count(role('article', 'T1D Registry Core Study')),
    await page.count(role('button', 'Start the study')),
  );
  console.log(
    await d.evaluate(
      `(() => { axe.setup(document); const a = [...document.querySelectorAll('article')].map(e => [e.getAttribute('aria-labelledby'), axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(e)), axe.commons.aria.getRole(axe.utils.getNodeFromTree(e))]); axe.teardown(); return a; })()`,
    ),
  );
} finally {
  await d.close();
  await stopServer(server);
}
void storeToken;
