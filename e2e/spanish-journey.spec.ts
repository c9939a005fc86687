import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REGISTER_SUCCESS_TEXTS } from '../src/features/auth/model/screen-texts.es';
import { SMS_CONSENT_TEXTS } from '../src/features/auth/model/dialog-texts.es';
import { DASHBOARD_TEXT } from '../src/features/dashboard/dashboard-texts.es';
import { PROFILE_TEXT } from '../src/features/profile/content/profile-texts.es';
import { CONSENT_TEXT, REAUTH_TEXT, STATUS_TEXT } from '../src/features/study/consent/consent-texts.es';
import { NAVIGATION_TEXT } from '../src/features/study/engine/engine-texts.es';
import { CONCLUSION_TEXT, INTRO_TEXT } from '../src/features/study/screens/parts/page-texts.es';
import { PREVIEW_TEXT } from '../src/features/study/screens/survey/preview-texts.es';
import { STATUS_PAGE_TEXT } from '../src/features/study/screens/survey/status-texts.es';
import { SURVEY_TEXT } from '../src/features/study/screens/survey/survey-texts.es';
import { latestMessage, shot, TOKEN_KEY, uniqueEmail, type OutboxMessage } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import {
  coreStudyByToken,
  isoOf,
  questionHeading,
  storedAnswers,
  typedDay,
  type SurveyAccount,
} from './support/survey';

// A new adult in Spanish at 375 px, from Sign Up (?lang=es) to withdrawal: the SMS question, the
// dashboard, the core study's intro, screening, consent (typed name and password), questionnaire
// (most answers through the API, the last ones on screen), the answers preview, the consent and
// answers PDFs in Spanish, then withdrawal from My Profile. On every page: <html lang="es">, axe
// clean, the Spanish texts, no English word outside an element marked lang="en".

type CoreStudy = typeof import('../server/studies/core-study.json');

test.use({ viewport: { width: 375, height: 812 }, actionTimeout: 15_000 });

const PASSWORD = 'Fuerte-Clave-1';
const core = JSON.parse(readFileSync('server/studies/core-study.json', 'utf8')) as CoreStudy;
const ES = core.translations.es;
const PROCEDURES = ES.procedures;
const QUESTIONS = ES.questions;
const OPTIONS = ES.options;
const STUDY_TITLE = ES.study['101'].title;
/** The study's own dialogs and status pages, by module setting id. */
const SETTINGS = ES.module_settings;

/** Words only English has: one of them outside a lang="en" element is a text left untranslated. */
const ENGLISH =
  /\b(the|and|your|you|of|to|for|is|are|with|this|that|have|will|not|what|please|continue|next|back|submit|question|answers?|study|yes|cancel|close|loading|print|download|view|sign|step|agree|disagree|never|daily|weekly|insights|registered|completed|signed|welcome|account|password|profile|email)\b/i;

/** The lines of a document's text that read as English. */
const englishLines = (text: string) => text.split('\n').filter((line) => ENGLISH.test(line));

/**
 * Visible texts and accessible names of the page that read as English and whose language (the
 * nearest lang attribute) is not English; `anyLanguage`: whatever their lang says.
 */
async function englishLeft(page: Page, { anyLanguage = false } = {}): Promise<string[]> {
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
async function expectSpanishPage(page: Page, what: string) {
  await expect(page.locator('html'), what).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  // Longer Spanish words fit the 375 px: nothing runs past the page's width, no control clips its text.
  const overflowing = await page.evaluate(() => {
    const wide = document.documentElement.scrollWidth > window.innerWidth ? ['the page'] : [];
    const clipped = [...document.querySelectorAll('button, a, label, h1, h2, [role="tab"]')]
      .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return [...wide, ...clipped];
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

/** The study's questions, answered through the API up to the last two (height and weight, free text). */
async function answerMostOfTheQuestionnaire(page: Page, account: SurveyAccount) {
  const answers: [number, string][] = [
    [110101, 'true'],
    [110201, 'true'],
    [110401, 'true'],
    [110501, 'true'],
    [110701, '7.2'],
    [110801, JSON.stringify([{ value: '6.9', date: isoOf(typedDay(-60)) }])],
    [110901, isoOf(typedDay(-30))],
    [111001, '2024-06'],
    [111102, 'true'],
    [111202, 'true'],
    [111301, '2'],
    [111401, JSON.stringify(['Agree', 'Agree', 'Agree'])],
    [111501, '02139'],
    [111601, 'true'],
  ];
  for (const [option, value] of answers) {
    const question = Math.floor(option / 100);
    const res = await page.request.post(
      `/api/participants/${account.userId}/user-studies/${account.userStudyId}/questions/${question}/answers`,
      { data: [{ question, question_option: option, value }], headers: { Authorization: `JWT ${account.token}` } },
    );
    expect(res.ok(), `${option}: ${await res.text()}`).toBe(true);
  }
}

/** Clicks a Download button and answers the saved PDF's text. */
async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>, file: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a new adult in Spanish at 375 px: register, screening, consent, questionnaire, review, PDFs, withdrawal', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  // Sign Up in Spanish, the SMS question skipped.
  // The English check finds English: the same page in English is full of it.
  await page.goto('/auth/register?lang=en');
  await expect(h1('Sign Up')).toBeVisible();
  expect((await englishLeft(page, { anyLanguage: true })).length).toBeGreaterThan(5);
  expect(await englishLeft(page)).toEqual([]);
  await page.goto('/auth/register?lang=es');
  await expect(h1('Registrarse')).toBeVisible();
  await expect(page.getByLabel('Número de teléfono (opcional)')).toHaveValue('+1');
  await expectSpanishPage(page, 'Sign Up');
  const email = uniqueEmail('journey-es');
  await page.getByLabel('Yo – tengo más de 18 años.').check();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido', { exact: true }).fill('Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme la contraseña').fill(PASSWORD);
  await button('Crear cuenta').click();
  const sms = dialog(SMS_CONSENT_TEXTS.title);
  await expect(sms).toBeVisible();
  await expectSpanishPage(page, 'the SMS dialog');
  await sms.getByRole('button', { name: SMS_CONSENT_TEXTS.skip }).click();
  await expect(sms).toBeHidden();
  await expect(page).toHaveURL(/\/register-success$/);
  await expect(h1(REGISTER_SUCCESS_TEXTS.title)).toBeVisible();
  await expectSpanishPage(page, 'register-success');

  // The dashboard: the core study's card in Spanish.
  await page.getByRole('link', { name: REGISTER_SUCCESS_TEXTS.start }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: STUDY_TITLE });
  await expect(card).toBeVisible();
  // The achievement the registration earned, named in Spanish.
  await expect(page.getByText('Registro completado', { exact: true })).toBeVisible();
  await expectSpanishPage(page, 'the dashboard');
  await card.getByRole('button', { name: DASHBOARD_TEXT.actions['Start the study'] }).click();

  // Intro.
  await expect(page).toHaveURL(/procedure=intro$/);
  await expect(h1(STUDY_TITLE)).toBeVisible();
  await expect(page.getByRole('switch', { name: INTRO_TEXT.emailToggleLabel })).toBeVisible();
  await expectSpanishPage(page, 'the intro');
  await button(INTRO_TEXT.continue).click();

  // Screening: the welcome dialog, then four questions.
  await expect(page).toHaveURL(/procedure=screening/);
  const welcome = dialog(SURVEY_TEXT.welcomeTitle);
  await expect(welcome).toBeVisible();
  await expectSpanishPage(page, 'the screening welcome');
  await welcome.getByRole('button', { name: SURVEY_TEXT.begin }).click();
  await expect(welcome).toHaveCount(0);
  await expect(questionHeading(page, QUESTIONS['1001'].title)).toBeVisible();
  await expectSpanishPage(page, 'screening question 1');
  await page.getByRole('radio', { name: OPTIONS['100101'].title }).check();
  await button(NAVIGATION_TEXT.next).click();
  await expect(questionHeading(page, QUESTIONS['1002'].title)).toBeVisible();
  await expect(questionHeading(page, QUESTIONS['1002'].title)).toHaveAccessibleDescription(
    SURVEY_TEXT.progressOf(2, 4),
  );
  await page.getByRole('radio', { name: OPTIONS['100201'].title }).check();
  await button(NAVIGATION_TEXT.next).click();
  await expect(questionHeading(page, QUESTIONS['1004'].title)).toBeVisible();
  await page.getByRole('textbox', { name: OPTIONS['100401'].title }).fill('07/26/1992');
  await expectSpanishPage(page, 'screening question 3');
  await button(NAVIGATION_TEXT.next).click();
  await expect(questionHeading(page, QUESTIONS['1003'].title)).toBeVisible();
  await page.getByRole('textbox', { name: OPTIONS['100301'].title }).fill('03/10/2005');
  await button(NAVIGATION_TEXT.finish).click();
  await expect(page).toHaveURL(/procedureSubmit\?procedure=screening/);
  await expect(h1(STATUS_PAGE_TEXT.submitTitle(PROCEDURES.screening.title))).toBeVisible();
  await expectSpanishPage(page, 'the screening submit page');
  await button(STATUS_PAGE_TEXT.submit).click();
  const success = dialog(STATUS_PAGE_TEXT.successTitle);
  await expect(success).toBeVisible();
  await expectSpanishPage(page, 'the eligibility dialog');
  await success.getByRole('button', { name: SURVEY_TEXT.continue }).click();
  await expect(page).toHaveURL(/procedureStatus\?procedure=screening/);
  await expectSpanishPage(page, 'the screening status page');
  await expect(h1(SETTINGS['2'].content.title)).toBeVisible();
  await button(SETTINGS['2'].content.button_text).click();

  // Consent: its dialog, the typed name, the box, the password.
  await expect(page).toHaveURL(/procedure=consent/);
  const consentDialog = dialog(SETTINGS['4'].content.title);
  await expect(consentDialog).toBeVisible();
  await expectSpanishPage(page, 'the consent dialog');
  await consentDialog.getByRole('button', { name: SETTINGS['4'].content.button_text }).click();
  await expect(consentDialog).toHaveCount(0);
  await page.getByRole('textbox', { name: CONSENT_TEXT.signatureLabel }).fill('Lucía Pérez');
  await page.getByRole('checkbox', { name: CONSENT_TEXT.agree }).check();
  await expectSpanishPage(page, 'the consent form');
  await button(CONSENT_TEXT.continue).click();
  const reauth = dialog(REAUTH_TEXT.title);
  await expect(reauth.getByLabel(REAUTH_TEXT.password)).toBeFocused();
  await expectSpanishPage(page, 'the re-authentication dialog');
  await reauth.getByLabel(REAUTH_TEXT.password).fill(PASSWORD);
  await reauth.getByRole('button', { name: REAUTH_TEXT.confirm }).click();
  await expect(reauth).toHaveCount(0);
  await expect(page).toHaveURL(/procedureStatus\?procedure=consent/);
  await expect(h1(STATUS_TEXT.title)).toBeVisible();
  await expectSpanishPage(page, 'the consent status page');
  const consentPdf = await downloadedText(
    page,
    page.getByRole('button', { name: STATUS_TEXT.download }).first(),
    info.outputPath('consent.pdf'),
  );
  expect(consentPdf).toContain('Consentimiento para participar en el T1D Registry');
  expect(consentPdf).toContain('Lucía Pérez');
  expect(englishLines(consentPdf)).toEqual([]);

  // The questionnaire: all but its last two questions through the API, the page read again.
  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  const account = await coreStudyByToken(page.request, token);
  await answerMostOfTheQuestionnaire(page, account);
  await page.reload();
  await button(STATUS_TEXT.next(PROCEDURES.questionnaire.title)).click();
  await expect(page).toHaveURL(/procedure=questionnaire/);
  const before = dialog(SETTINGS['5'].content.title);
  await expect(before).toBeVisible();
  await expectSpanishPage(page, 'the questionnaire dialog');
  await before.getByRole('button', { name: SETTINGS['5'].content.button_text }).click();
  await expect(before).toHaveCount(0);
  await expect(questionHeading(page, QUESTIONS['1117'].title)).toBeVisible();
  await page.getByRole('textbox', { name: OPTIONS['111701'].title }).fill('68');
  await page.getByRole('textbox', { name: OPTIONS['111702'].title }).fill('160.5');
  await expectSpanishPage(page, 'the height and weight question');
  await button(NAVIGATION_TEXT.next).click();
  await expect(questionHeading(page, QUESTIONS['1118'].title)).toBeVisible();
  await page.getByRole('textbox', { name: OPTIONS['111801'].title }).fill('Escrito en español.');
  await expectSpanishPage(page, 'the last question');
  await button(NAVIGATION_TEXT.finish).click();

  // Review: the submit page, the answers preview and back, then Submit.
  await expect(page).toHaveURL(/procedureSubmit\?procedure=questionnaire/);
  await expectSpanishPage(page, 'the questionnaire submit page');
  await button(STATUS_PAGE_TEXT.reviewAnswers).click();
  await expect(h1(PREVIEW_TEXT.previewTitle(PROCEDURES.questionnaire.title))).toBeVisible();
  await expect(page.getByText('Escrito en español.')).toBeVisible();
  const matrix = OPTIONS['111401'].metadata;
  await expect(page.getByText(`${matrix.rows[0]}: ${matrix.columns[2]}`)).toBeVisible();
  await expectSpanishPage(page, 'the answers preview');
  await button(PREVIEW_TEXT.backToConfirmation).click();
  await button(STATUS_PAGE_TEXT.submit).click();
  await expect(page).toHaveURL(/procedureStatus\?procedure=questionnaire/);
  await expect(h1(SETTINGS['7'].content.title)).toBeVisible();
  await expect(page.getByRole('link', { name: CONCLUSION_TEXT.dataInsights })).toBeVisible();
  await expectSpanishPage(page, 'the questionnaire status page');
  const actions = page.getByRole('region', { name: STATUS_PAGE_TEXT.actionsLabel(PROCEDURES.questionnaire.title) });
  const answersPdf = await downloadedText(
    page,
    actions.getByRole('button', { name: STATUS_PAGE_TEXT.download }),
    info.outputPath('answers.pdf'),
  );
  expect(answersPdf).toContain('Escrito en español.');
  expect(answersPdf).toContain(QUESTIONS['1117'].title.slice(0, 30));
  // A matrix answer (stored as its English column) is read in Spanish.
  expect(answersPdf).toContain(`${OPTIONS['111401'].metadata.rows[2]}: ${OPTIONS['111401'].metadata.columns[2]}`);
  expect(englishLines(answersPdf)).toEqual([]);
  expect(await storedAnswers(page.request, account)).toMatchObject({
    100101: 'true',
    100401: '1992-07-26',
    100301: '2005-03-10',
    111701: '68',
    111702: '160.5',
    111801: 'Escrito en español.',
    111401: JSON.stringify(['Agree', 'Agree', 'Agree']),
  });

  // Withdrawal from My Profile.
  await page.goto('/user-profile');
  await expect(h1(PROFILE_TEXT.title)).toBeVisible();
  await expectSpanishPage(page, 'My Profile');
  const withdraw = page.getByRole('region', { name: PROFILE_TEXT.sections.withdraw });
  await withdraw.getByRole('button', { name: PROFILE_TEXT.withdraw.open }).click();
  const why = dialog(PROFILE_TEXT.withdraw.title);
  await expect(why).toBeVisible();
  await why.getByLabel(PROFILE_TEXT.withdraw.reasons.receiving_too_many_emails).check();
  await expectSpanishPage(page, 'the withdrawal dialog');
  await why.getByRole('button', { name: PROFILE_TEXT.withdraw.confirm }).click();
  await expect(page).toHaveURL(/\/is-deactivated$/);
  await expectSpanishPage(page, 'the withdrawn page');
  await latestMessage(page.request, email, 'withdrawal_confirmation');
  // Every message the journey sent went in Spanish.
  const sent = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as OutboxMessage[];
  expect(sent.length).toBeGreaterThan(0);
  for (const message of sent)
    expect(englishLines(`${message.subject}\n${message.body}`), `${message.kind}: ${message.subject}`).toEqual([]);
});
