import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ChildProfileScreen } from '@/features/auth/screens/child-profile-screen';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { ReConsentScreen } from '@/features/profile/screens/re-consent-screen';
import { AssentScreen } from '@/features/study/screens/assent-screen';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, restrictedToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';

// DECISIONS §12: the language switch is in every header. The restricted steps only demo accounts
// reach on the running site (the hand-off's /child-profile, the grown child's /re-consent) are
// checked here on their frames, beside sign-in and /assent; every other route is visited by
// e2e/language-switch-everywhere.spec.ts.

const CASES: Array<[string, () => ReactElement, string, string | null, ReturnType<typeof participant> | undefined]> = [
  ['Sign In', () => <LoginScreen />, '/auth/login', null, undefined],
  [
    '/child-profile',
    () => <ChildProfileScreen />,
    '/child-profile',
    restrictedToken('child_profile', 'reconsent_pending'),
    participant({ state: 'reconsent_pending', profile_type: 'child', child_first_name: 'Casey' }),
  ],
  [
    '/re-consent',
    () => <ReConsentScreen />,
    '/re-consent',
    restrictedToken('reconsent', 'reconsent'),
    participant({ state: 'reconsent' }),
  ],
  ['/assent', () => <AssentScreen />, '/assent', restrictedToken('assent', 'assent'), participant({ state: 'assent' })],
];

describe.each(CASES)('%s', (_name, ui, path, token, profile) => {
  it('has the language switch in its header', async () => {
    renderWithRegistry(ui(), {
      path,
      profile,
      storage: token ? { [SESSION_KEYS.token]: token } : {},
      api: { getAssent: { status: 404, body: { detail: 'Not found.' } } },
    });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Español (Spanish)' })).toHaveAttribute('lang', 'es');
  });
});
