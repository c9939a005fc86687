import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { participant } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SignedRecord } from './signed-record';

it('shows the printed name, the time as M/d/yyyy h:mm:ss a and the meaning of the signature', () => {
  render(
    <SignedRecord
      subjectName="Jesús Núñez"
      createdAt="2026-03-05T14:07:09.000Z"
      meaning="Consent of the participant to take part in the study"
      agreementText="I agree."
    />,
  );
  const record = screen.getByTestId('signed-record');
  expect(record).toHaveTextContent('Signed byJesús Núñez');
  expect(record).toHaveTextContent(/Signed on\d{1,2}\/\d{1,2}\/2026 \d{1,2}:07:09 [AP]M/);
  expect(record.querySelector('time')).toHaveAttribute('datetime', '2026-03-05T14:07:09.000Z');
  expect(record).toHaveTextContent('Meaning of this signatureConsent of the participant to take part in the study');
});

it('a parental consent names the child first, above the agreement; others name none', () => {
  const { rerender } = render(
    <SignedRecord
      subjectName="Pat Kidd"
      createdAt="2026-03-05T14:07:09.000Z"
      agreementText="I am the parent or legal guardian of the child named above."
      childName="Casey Kidd"
    />,
  );
  const record = screen.getByTestId('signed-record');
  expect(record).toHaveTextContent(/^Child's nameCasey KiddI agree to take partI am the parent/);
  rerender(<SignedRecord subjectName="Avery" createdAt="2026-03-05T14:07:09.000Z" childName={null} />);
  expect(screen.getByTestId('signed-record')).not.toHaveTextContent("Child's name");
});

it.each([
  ['en', 'Signed on12/7/2026 2:19:01 PM'],
  // Spanish: the month in words ("12/7/2026" would read as 12 July), in the same zone.
  ['es', 'Firmado el7 dic 2026, 2:19 p. m.'],
] as const)('in %s, the signing time is in the profile’s time zone: %s', async (lang, text) => {
  await loadAllTranslations(lang);
  activeLocale.value = lang;
  try {
    renderWithRegistry(<SignedRecord subjectName="Ana García López" createdAt="2026-12-07T20:19:01.000Z" />, {
      profile: participant({ timezone: 'America/Chicago' }),
    });
    expect(screen.getByTestId('signed-record')).toHaveTextContent(text);
  } finally {
    activeLocale.value = 'en';
  }
});
