// @vitest-environment jsdom
// jsdom: the consent's HTML is sanitised with DOMPurify, which does not support happy-dom.
import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { SignedConsent } from '@contract';
import { activeLocale } from '@/shared/i18n/locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SignedConsentScreen } from './signed-consent-screen';

// A consent is shown in the language it was signed in (DECISIONS §12): on a page in another
// language its title, the page's h1, says so with `lang`; the tab, whose title cannot, keeps the page's words.

const signed = (extra: Partial<SignedConsent> = {}): SignedConsent => ({
  consent_type: 'adult',
  created_at: '2026-03-04T15:06:07Z',
  subject_name: 'Rae Review',
  study_id: 101,
  signed_consent_id: 12,
  consent_id: 3,
  consent_text: '<p>You are invited to take part.</p>',
  agreement_text: 'I agree to take part',
  description: 'Adult Consent',
  ...extra,
});

function render(consent: SignedConsent) {
  return renderWithRegistry(
    <Route path={paths.signedConsent.path}>
      <SignedConsentScreen />
    </Route>,
    {
      path: paths.signedConsent.href(101, 7, 12),
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api: { getSignedConsent: { body: consent } },
    },
  );
}

afterEach(() => {
  activeLocale.value = 'en';
});

describe('the signed consent on a page in another language (WCAG 3.1.2)', () => {
  it('marks its English title, the h1, lang=en, and names the tab in the page’s words', async () => {
    activeLocale.value = 'es';
    render(signed({ lang: 'en' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Adult Consent' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(document.title).not.toContain('Adult Consent');
  });

  it('marks nothing when the consent is in the page’s language, and names the tab after it', async () => {
    render(signed({ lang: 'en' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Adult Consent' });
    expect(heading).not.toHaveAttribute('lang');
    expect(document.title).toMatch(/^Adult Consent \| /);
  });
});
