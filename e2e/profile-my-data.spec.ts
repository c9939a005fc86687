import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { openProfileAsNewAccount, PROFILE_PASSWORD, section } from './support/profile';

// My Profile's "Download my data": the password asked again, then one ZIP of the record, opened and read.

test('download my data: the password confirmed, then a ZIP with the summary PDF and the data as JSON', async ({
  page,
  request,
}) => {
  const account = await openProfileAsNewAccount(page, request);
  const block = section(page, 'Download my data');
  await block.getByRole('button', { name: 'Download my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password').fill('Not-The-Passw0rd!');
  await dialog.getByRole('button', { name: 'Confirm and download' }).click();
  await expect(dialog.getByText('The password is not correct. Please try again.')).toBeVisible();
  await dialog.getByLabel('Password').fill(PROFILE_PASSWORD);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirm and download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^t1d-registry-my-data-\d+-[\d-]+\.zip$/);
  await expect(dialog).toBeHidden();

  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual(['data.json', 'summary.pdf']);
  const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
    lang: string;
    profile: { id: number; first_name: string; email: string };
    messages: Array<{ kind: string }>;
    sign_ins: unknown[];
  };
  expect(data).toMatchObject({ lang: 'en', profile: { id: account.id, first_name: 'Robin', email: account.email } });
  expect(data.messages.map((m) => m.kind)).toContain('welcome');
  expect(Buffer.from(files['summary.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
});
