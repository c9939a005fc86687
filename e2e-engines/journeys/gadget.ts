import { TOKEN_KEY } from '../../e2e/support/auth';
import { buttonExactly, check, dialog, EnginePage, heading, role, same, textbox } from '../page';
import { api, registerThroughApi, storedAnswers, studyOf } from './support';

// One gadget flow on the second origin (e2e/survey-gadget.spec.ts): the partner's page on
// localhost, under a CSP with no inline script or style, loads <registry-survey> from the registry
// on 127.0.0.1. The participant signs in inside the gadget by keyboard and answers a question; the
// registry stores it; the host page's address, history, storage and title stay as they were; axe
// finds nothing in the gadget; the page's CSP refused nothing.

const PASSWORD = 'Gadget-Engine-1';
const GADGET = 'registry-survey';

const hostState = (page: EnginePage) =>
  page.driver.evaluate<object>(
    `({ href: location.href, history: history.length, local: localStorage.getItem(${JSON.stringify(TOKEN_KEY)}), session: sessionStorage.getItem(${JSON.stringify(TOKEN_KEY)}), title: document.title })`,
  );

export async function gadgetJourney(page: EnginePage, partner: string) {
  const account = await registerThroughApi(page.base, 'Gail', 'Gadget', PASSWORD);
  const study = await studyOf(page.base, account.token);
  await api(
    page.base,
    `/api/participant/${study.userId}/user-studies/${study.userStudyId}/user-procedures`,
    account.token,
    {
      procedure_id: 'intro',
    },
  );

  await page.goto(`${partner}/examples/partner-site.html`);
  await page.call('watchCsp');
  const before = await hostState(page);
  await page.visible(heading('Sign In'));
  // The gadget's styles came from the registry under `style-src 'self'`: a refused sheet leaves it bare.
  const styled = await page.driver.evaluate<boolean>(
    `(() => { const root = document.querySelector('${GADGET}').shadowRoot; return !!root && (root.adoptedStyleSheets.length > 0 || root.querySelectorAll('style, link[rel="stylesheet"]').length > 0); })()`,
  );
  check(styled, 'the gadget has no style sheet in its shadow root');
  await page.axe(GADGET);

  await page.typeInto(textbox('Email'), account.email);
  await page.typeInto(role('textbox', 'Password', { exact: true }), PASSWORD);
  await page.key('Enter');
  await page.waitFor('the page to hear the sign-in', async () =>
    (await page.read({ css: '#gadget-events' })).text.includes('<registry-survey> signed in'),
  );
  const welcome = dialog("Let's start");
  await page.press(buttonExactly('Begin', welcome));
  await page.gone(welcome);
  await page.visible(heading('Have you been diagnosed with type 1 diabetes?'));
  await page.visible(role('link', /Save and Leave/));
  await page.axe(GADGET);
  await page.press(role('radio', 'Yes', { exact: true }), 'Space');
  await page.press(buttonExactly('Next'));
  await page.visible(heading('Do you live in the United States?'));
  await page.waitFor('the answer stored', async () => (await storedAnswers(page.base, study))[100101] === 'true');
  await page.axe(GADGET);

  same(await hostState(page), before, 'the host page');
  same((before as { local: unknown }).local, null, "the host page's storage");
  same(await page.call<string[]>('cspRefusals'), [], 'what the partner page CSP refused');
}
