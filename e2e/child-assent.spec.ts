import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PROFILE_TYPE_TEXTS, SMS_CONSENT_TEXTS } from '../src/features/auth/model/dialog-texts.es';
import { REGISTER_LABELS, REGISTER_TEXTS } from '../src/features/auth/model/register-texts.es';
import { LOGIN_TEXTS, REGISTER_SUCCESS_TEXTS } from '../src/features/auth/model/screen-texts.es';
import { DASHBOARD_TEXT } from '../src/features/dashboard/dashboard-texts.es';
import { PROFILE_TEXT } from '../src/features/profile/content/profile-texts.es';
import {
  ASSENT_TEXT,
  CONSENT_DIALOGS,
  CONSENT_TEXT,
  REAUTH_TEXT,
  STATUS_TEXT,
} from '../src/features/study/consent/consent-texts.es';
import { NAVIGATION_TEXT } from '../src/features/study/engine/engine-texts.es';
import { INTRO_TEXT } from '../src/features/study/screens/parts/page-texts.es';
import { STATUS_PAGE_TEXT } from '../src/features/study/screens/survey/status-texts.es';
import { SURVEY_TEXT } from '../src/features/study/screens/survey/survey-texts.es';
import { uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { yearsAgo } from './support/consent';

// The child's path (DECISIONS §7), as a parent takes it through the app in each language at 375 px:
// Sign Up for a child (no date of birth asked there), the core study's screening, where the child's
// date of birth is given, then the parental consent. The screening's date of birth is the profile's
// birthday, so a child aged 13 to 17 is then asked an assent of their own: the parent's consent step
// says the young person signs next, and the teen's sign-in lands on /assent, where they sign or take
// the way out (Not now, Sign out: the account still waits). A child of 12 is covered by the parental
// consent alone. My Profile shows the child's date of birth, fixed once signed.

type CoreStudy = typeof import('../server/studies/core-study.json');
const core = JSON.parse(readFileSync('server/studies/core-study.json', 'utf8')) as CoreStudy;
const optionTitle = (id: number) => core.questions.child.flatMap((q) => q.options).find((o) => o.id === id)!.title;
const setting = (id: number) => core.module_settings.find((m) => m.id === id)!.content as { button_text?: string };
const ES = core.translations.es;

const PASSWORD = 'Str0ng-Passw0rd!';

/** The words a participant reads on the way, in each language. */
const WORDS = {
  en: {
    child: 'My Child – who is under the age of 18.',
    labels: {
      first_name: 'First name',
      last_name: 'Last name',
      child_first_name: "Child's first name",
      child_last_name: "Child's last name",
      email: 'Email',
      password: 'Password',
      password_confirm: 'Confirm password',
    },
    createAccount: 'Create account',
    sms: { title: 'Get text message reminders', skip: 'Skip' },
    start: "Let's get started",
    studyTitle: core.study.title,
    startStudy: 'Start the study',
    introContinue: 'Continue',
    welcome: { title: "Let's start", begin: 'Begin' },
    progress: (n: number) => `Question ${n} of 4`,
    yes: optionTitle(100101),
    birthday: optionTitle(100401),
    diagnosed: optionTitle(100301),
    next: 'Next',
    finish: 'Finish',
    submit: 'Submit',
    success: 'Success!',
    continue: 'Continue',
    toConsent: setting(8).button_text!,
    consentDialog: { parental: 'Informed Consent', child: 'Informed Consent and Assent', continue: 'Continue' },
    signature: 'Signature',
    agree: 'I agree to take part',
    sign: 'Continue',
    reauth: { title: 'Confirm it is you', password: 'Password', confirm: 'Confirm and sign' },
    minorSigns: 'Now the young person signs for themselves.',
    consentStatus: 'Consent',
    signIn: { email: 'Email', password: 'Password', submit: 'Sign In' },
    assent: {
      title: 'Informed Consent and Assent',
      description: 'Assent of a minor aged 13 to 17',
      wayOut: 'Not ready to sign?',
      notNow: 'Not now',
      notNowTitle: 'You have not signed',
      talk: 'Talk with your parent or guardian',
      signOut: 'Sign out',
    },
    profile: { childBirthday: "Child's date of birth" },
  },
  es: {
    child: PROFILE_TYPE_TEXTS.options[1].label,
    labels: REGISTER_LABELS,
    createAccount: REGISTER_TEXTS.submit,
    sms: { title: SMS_CONSENT_TEXTS.title, skip: SMS_CONSENT_TEXTS.skip },
    start: REGISTER_SUCCESS_TEXTS.start,
    studyTitle: ES.study['101'].title,
    startStudy: DASHBOARD_TEXT.actions['Start the study'],
    introContinue: INTRO_TEXT.continue,
    welcome: { title: SURVEY_TEXT.welcomeTitle, begin: SURVEY_TEXT.begin },
    progress: (n: number) => SURVEY_TEXT.progressOf(n, 4),
    yes: ES.options['100101'].title,
    birthday: ES.options['100401'].title,
    diagnosed: ES.options['100301'].title,
    next: NAVIGATION_TEXT.next,
    finish: NAVIGATION_TEXT.finish,
    submit: STATUS_PAGE_TEXT.submit,
    success: STATUS_PAGE_TEXT.successTitle,
    continue: SURVEY_TEXT.continue,
    toConsent: ES.module_settings['8'].content.button_text,
    consentDialog: {
      parental: CONSENT_DIALOGS.parental.title,
      child: CONSENT_DIALOGS.child.title,
      continue: CONSENT_DIALOGS.continue,
    },
    signature: CONSENT_TEXT.signatureLabel,
    agree: CONSENT_TEXT.agree,
    sign: CONSENT_TEXT.continue,
    reauth: { title: REAUTH_TEXT.title, password: REAUTH_TEXT.password, confirm: REAUTH_TEXT.confirm },
    minorSigns: CONSENT_TEXT.minorSigns,
    consentStatus: STATUS_TEXT.title,
    signIn: { email: REGISTER_LABELS.email, password: LOGIN_TEXTS.password, submit: LOGIN_TEXTS.submit },
    assent: {
      title: ASSENT_TEXT.title,
      description: ES.consents['103'].description,
      wayOut: ASSENT_TEXT.wayOutTitle,
      notNow: ASSENT_TEXT.notNow,
      notNowTitle: ASSENT_TEXT.notNowTitle,
      talk: 'Hable con su padre, madre o tutor',
      signOut: ASSENT_TEXT.signOut,
    },
    profile: { childBirthday: PROFILE_TEXT.child.birthday },
  },
} as const;
type Lang = keyof typeof WORDS;
type Words = (typeof WORDS)[Lang];

test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'UTC', actionTimeout: 15_000 });

/** MM/DD/YYYY, as a date is typed in either language. */
const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A parent signs up for a child, skips the SMS question and opens the core study from the dashboard. */
async function registerChild(page: Page, w: Words, lang: Lang, email: string) {
  await page.goto(`/auth/register?lang=${lang}`);
  await page.getByLabel(w.child).check();
  await page.getByLabel(w.labels.first_name, { exact: true }).fill('Robin');
  await page.getByLabel(w.labels.last_name, { exact: true }).fill('Guardian');
  await page.getByLabel(w.labels.child_first_name).fill('Taylor');
  await page.getByLabel(w.labels.child_last_name).fill('Guardian');
  await page.getByLabel(w.labels.email, { exact: true }).fill(email);
  await page.getByLabel(w.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(w.labels.password_confirm).fill(PASSWORD);
  await page.getByRole('button', { name: w.createAccount, exact: true }).click();
  const sms = page.getByRole('dialog', { name: w.sms.title });
  await sms.getByRole('button', { name: w.sms.skip }).click();
  await expect(page).toHaveURL(/\/register-success$/);
  await page.getByRole('link', { name: w.start }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('article', { name: w.studyTitle }).getByRole('button', { name: w.startStudy }).click();
}

/** Intro, then the screening with the child's date of birth, submitted: eligible. */
async function screen(page: Page, w: Words, birthday: string) {
  await expect(page).toHaveURL(/procedure=intro$/);
  await page.getByRole('button', { name: w.introContinue, exact: true }).click();
  const welcome = page.getByRole('dialog', { name: w.welcome.title });
  await welcome.getByRole('button', { name: w.welcome.begin }).click();
  const at = (n: number) => expect(page.getByText(w.progress(n), { exact: true })).toBeVisible();
  await at(1);
  await page.getByRole('radio', { name: w.yes }).first().check();
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await at(2);
  await page.getByRole('radio', { name: w.yes }).first().check();
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await at(3);
  await page.getByRole('textbox', { name: w.birthday }).fill(typed(birthday));
  await page.getByRole('button', { name: w.next, exact: true }).click();
  await at(4);
  await page.getByRole('textbox', { name: w.diagnosed }).fill(typed(yearsAgo(1)));
  await page.getByRole('button', { name: w.finish, exact: true }).click();
  await expect(page).toHaveURL(/procedureSubmit\?procedure=screening/);
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  const success = page.getByRole('dialog', { name: w.success });
  await success.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page).toHaveURL(/procedureStatus\?procedure=screening/);
  await page.getByRole('button', { name: w.toConsent }).click();
  await expect(page).toHaveURL(/procedure=consent/);
}

/** Types the name, ticks the box, Continue, and confirms with the password. */
async function sign(page: Page, w: Words, name: string) {
  await page.getByRole('textbox', { name: w.signature }).fill(name);
  await page.getByRole('checkbox', { name: w.agree }).check();
  await page.getByRole('button', { name: w.sign, exact: true }).click();
  const reauth = page.getByRole('dialog', { name: w.reauth.title });
  await reauth.getByLabel(w.reauth.password).fill(PASSWORD);
  await reauth.getByRole('button', { name: w.reauth.confirm }).click();
  await expect(reauth).toHaveCount(0);
}

/** A sign-in on a device of its own (the teen's), in the language, landing at `target`. */
async function signInElsewhere(browser: Browser, w: Words, lang: Lang, email: string, target: RegExp) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.goto(`/auth/login?lang=${lang}`);
  await page.getByLabel(w.signIn.email, { exact: true }).fill(email);
  await page.getByLabel(w.signIn.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(target);
  return page;
}

/**
 * What each age adds once the parent has signed, so that no test repeats another's slow part: 12 has
 * no assent (My Profile, and the next sign-in opens the dashboard); 13 only reaches it; 14 signs it
 * (axe on the form); 17 takes the way out (axe on it). Each age runs in one language, each language
 * takes two ages: a family's path costs 12 s, and the words of each screen are checked once a language.
 */
const AFTER = { 12: 'none', 13: 'reach', 14: 'sign', 17: 'notNow' } as const;
const AGES = { en: [13, 17], es: [12, 14] } as const;

// Each test is a family of its own: the two workers may share them.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'es'] as const) {
  const w = WORDS[lang];
  for (const [age, after] of AGES[lang].map((a) => [a, AFTER[a]] as const)) {
    test(`${lang}: a child aged ${age} registered through the app ${after === 'none' ? 'does not reach' : 'reaches'} the assent`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(`child-${age}-${lang}`);
      const birthday = yearsAgo(age);
      await registerChild(page, w, lang, email);
      await screen(page, w, birthday);

      // The parent's consent: with an assent to follow for 13 to 17, the parental one alone for 12.
      const intro = page.getByRole('dialog', {
        name: after === 'none' ? w.consentDialog.parental : w.consentDialog.child,
      });
      await intro.getByRole('button', { name: w.consentDialog.continue }).click();
      await sign(page, w, 'Robin Guardian');
      if (after === 'none') {
        await expect(page).toHaveURL(/procedureStatus\?procedure=consent/);
        await expect(page.getByRole('heading', { level: 1, name: w.consentStatus })).toBeVisible();
        await expect(page.getByText(w.minorSigns)).toHaveCount(0);
        // My Profile: the child's date of birth from the screening, fixed now that the consent is signed.
        await page.goto('/user-profile');
        const dob = page.getByLabel(w.profile.childBirthday);
        await expect(dob).toHaveValue(typed(birthday));
        await expect(dob).toHaveAttribute('readonly', '');
        // The next sign-in goes to the dashboard: no assent waits.
        await page.context().close();
        await (await signInElsewhere(browser, w, lang, email, /\/dashboard$/)).context().close();
        return;
      }
      await expect(page.getByText(w.minorSigns)).toBeVisible();
      await page.context().close();

      // The teen signs in: the account waits for their assent.
      const teen = await signInElsewhere(browser, w, lang, email, /\/assent$/);
      await expect(teen.getByRole('heading', { level: 1, name: w.assent.title })).toBeVisible();
      await expect(teen.getByRole('heading', { name: w.assent.description })).toBeVisible();
      await expect(teen.getByRole('region', { name: w.assent.wayOut })).toBeVisible();
      if (after === 'sign') {
        await expectNoAxeViolations(teen);
        await sign(teen, w, 'Taylor Guardian');
        await expect(teen).toHaveURL(/\/dashboard$/);
      } else if (after === 'notNow') {
        // Not now: nothing signed, the teen told to talk with their parent; signed out, the
        // account still waits: the next sign-in comes back here.
        await teen.getByRole('button', { name: w.assent.notNow }).click();
        await expect(teen.getByRole('heading', { level: 2, name: w.assent.notNowTitle })).toBeFocused();
        await expect(teen.getByRole('main')).toContainText(w.assent.talk);
        await expectNoAxeViolations(teen);
        await teen.getByRole('link', { name: w.assent.signOut }).click();
        await expect(teen).not.toHaveURL(/\/assent$/);
        await teen.goto(`/auth/login?lang=${lang}`);
        await teen.getByLabel(w.signIn.email, { exact: true }).fill(email);
        await teen.getByLabel(w.signIn.password, { exact: true }).fill(PASSWORD);
        await teen.getByRole('button', { name: w.signIn.submit, exact: true }).click();
        await expect(teen).toHaveURL(/\/assent$/);
      }
      await teen.context().close();
    });
  }
}
