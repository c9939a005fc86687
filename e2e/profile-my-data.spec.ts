import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import type { ApiAccount } from './support/auth';
import { openProfileAsNewAccount, PROFILE_PASSWORD, section } from './support/profile';

// My Profile's "Download my data", in each language: the password asked again, then one ZIP of the
// record, opened and read (its summary PDF through pdftotext, in the language of the page).

/** The labels a participant presses, as the page shows them in its language. */
interface Labels {
  section: string;
  dialog: string;
  password: string;
  confirm: string;
  wrongPassword: string;
}

/** Downloads the data through the dialog (a wrong password first) and answers the ZIP's files. */
async function downloadMyData(page: Page, labels: Labels) {
  await section(page, labels.section).getByRole('button', { name: labels.section }).click();
  const dialog = page.getByRole('dialog', { name: labels.dialog });
  await dialog.getByLabel(labels.password).fill('Not-The-Passw0rd!');
  await dialog.getByRole('button', { name: labels.confirm }).click();
  await expect(dialog.getByText(labels.wrongPassword)).toBeVisible();
  await dialog.getByLabel(labels.password).fill(PROFILE_PASSWORD);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: labels.confirm }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^t1d-registry-my-data-\d+-[\d-]+\.zip$/);
  await expect(dialog).toBeHidden();
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}

/** The ZIP's data.json, checked against the account, and its summary PDF's text. */
function readZip(files: Record<string, Uint8Array>, account: ApiAccount, lang: 'en' | 'es') {
  expect(Object.keys(files).sort()).toEqual(['data.json', 'summary.pdf']);
  const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
    lang: string;
    profile: { id: number; first_name: string; email: string };
    messages: Array<{ kind: string }>;
    sign_ins: unknown[];
  };
  expect(data).toMatchObject({ lang, profile: { id: account.id, first_name: 'Robin', email: account.email } });
  expect(data.messages.map((m) => m.kind)).toContain('welcome');
  expect(Buffer.from(files['summary.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: files['summary.pdf'], encoding: 'utf8' });
}

/** Each language as the page shows it, and what its summary must read. */
const LANGUAGES: Array<{ lang: 'en' | 'es'; switchTo?: string; heading: string; labels: Labels; reads: string[] }> = [
  {
    lang: 'en',
    heading: 'My Profile',
    labels: {
      section: 'Download my data',
      dialog: 'Confirm it is you',
      password: 'Password',
      confirm: 'Confirm and download',
      wrongPassword: 'The password is not correct. Please try again.',
    },
    reads: ['Your data in the T1D Registry', 'Your profile', 'Welcome'],
  },
  {
    lang: 'es',
    switchTo: 'Español (Spanish)',
    heading: 'Mi perfil',
    labels: {
      section: 'Descargar mis datos',
      dialog: 'Confirme que es usted',
      password: 'Contraseña',
      confirm: 'Confirmar y descargar',
      wrongPassword: 'La contraseña no es correcta. Vuelva a intentarlo.',
    },
    reads: ['Sus datos en el Registro de DT1', 'Su perfil', 'Bienvenida'],
  },
];

for (const { lang, switchTo, heading, labels, reads } of LANGUAGES)
  test(`download my data (${lang}): the password confirmed, then a ZIP with the summary PDF in ${lang} and the data as JSON`, async ({
    page,
    request,
  }) => {
    const account = await openProfileAsNewAccount(page, request);
    // As a participant switches: the header's language button, on the page they are on.
    if (switchTo) await page.getByRole('banner').getByRole('button', { name: switchTo }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const summary = readZip(await downloadMyData(page, labels), account, lang);
    for (const text of reads) expect(summary).toContain(text);
    // Nothing of the other language's summary.
    const other = LANGUAGES.find((l) => l.lang !== lang)!;
    expect(summary).not.toContain(other.reads[0]);
  });
