import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
import { latestMessage, TOKEN_KEY, uniqueEmail, type OutboxMessage } from './support/auth';
import {
  answerMostOfTheQuestionnaire,
  downloadedText,
  englishLeft,
  englishLines,
  expectSpanishPage,
} from './support/spanish';
import { coreStudyByToken, questionHeading, storedAnswers } from './support/survey';

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
  await page.getByLabel('Apellido(s)', { exact: true }).fill('Pérez');
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
