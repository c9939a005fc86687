import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  confirmPassword,
  downloadPdf,
  openSurvey,
  PASSWORD,
  signedAtUtc,
  storedConsents,
  tabTo,
  throughScreening,
  yearsAgo,
} from './support/consent';

// The partner (jaeb) consent signs with the profile's name and 'Go to questionnaire';
// the consent-not-required page has its unit test (no-consent-screen.test.tsx): no participant of
// the demo studies is without a consent to sign.

test.use({ timezoneId: 'UTC' });

test('the partner variant: no dialog, the profile’s name, Go to questionnaire, and a PDF with ñ and accents', async ({
  page,
  request,
}, info) => {
  const res = await request.post('/api/registry/jaeb_signup', {
    data: {
      jtoken: 'demo-partner-consent',
      first_name: 'Jesús',
      last_name: 'Núñez',
      email: 'partner-consent@demo.example.org',
      password: PASSWORD,
      profile_type: 'adult',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id, access_token: token } = (await res.json()) as { id: number; access_token: string };
  await request.post(`/api/registry/participant/${id}/sms_consent`, {
    data: { status: 'skipped' },
    headers: { Authorization: `JWT ${token}` },
  });
  const partner = { id, token, email: 'partner-consent@demo.example.org', userStudyId: 0 };
  partner.userStudyId = await throughScreening(request, id, token, yearsAgo(40));
  await openSurvey(page, partner);
  await expect(page.getByText('You sign as Jesús Núñez, the name in your profile.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await tabTo(page, page.getByRole('button', { name: 'Go to questionnaire' }));
  await page.keyboard.press('Enter');
  await confirmPassword(page, PASSWORD);
  await expect(page.getByRole('button', { name: 'Continue to Questionnaire' })).toBeVisible();
  const [stored] = await storedConsents(request, partner);
  expect(stored).toMatchObject({ consent_type: 'jaeb', signature: { subject_name: 'Jesús Núñez' } });
  const pdf = await downloadPdf(page, page.getByRole('button', { name: /^Download: / }), info);
  expect(pdf.text).toContain('Signed by: Jesús Núñez');
  expect(pdf.text).toContain(`Signed on: ${signedAtUtc(stored.signature!.created_at)}`);
  expect(pdf.text.replace(/\s+/g, ' ')).toContain(
    'Meaning of this signature: Consent of the participant to take part in the partner research study',
  );
  expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
});
