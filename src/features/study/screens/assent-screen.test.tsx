// @vitest-environment jsdom
// jsdom, not happy-dom: the consent text goes through DOMPurify, which does not support happy-dom.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userConsent as consent, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { AssentScreen } from './assent-screen';

// /assent (DECISIONS §7): the teen reads the assent and signs it, or stops: Sign out, or Not now,
// which leaves the account waiting for the assent and tells the teen to talk with their parent.

function render() {
  return renderWithRegistry(<AssentScreen />, {
    path: paths.assent.href(),
    storage: {
      [SESSION_KEYS.token]: userToken({
        account_status: 'assent',
        privileges: [{ id: 'registry:assent', title: 'Assent' }],
      }),
    },
    profile: participant({ profile_type: 'child', state: 'assent' }),
    api: {
      getAssent: { body: { study_id: 101, user_study_id: 5 } },
      listConsents: { body: [consent(102, 'parental', true), consent(103, 'child', false)] },
      getConsentBody: {
        body: {
          id: 103,
          order: 2,
          consent_type: 'child',
          description: 'Assent of a minor aged 13 to 17',
          consent: '<p>We are asking you to be part of a registry.</p>',
          agreement_text: 'I agree to take part.',
        },
      },
    },
  });
}

describe('AssentScreen', () => {
  it('offers a way out beside the signature: Sign out, and Not now', async () => {
    render();
    expect(await screen.findByText('I agree to take part.')).toBeInTheDocument();
    const out = screen.getByRole('region', { name: 'Not ready to sign?' });
    expect(out).toHaveTextContent('You do not have to sign now.');
    expect(within(out).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', paths.logout.href());
    expect(within(out).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('Not now leaves the assent unsigned, says the account waits for it and to talk with the parent, and goes back', async () => {
    const user = userEvent.setup();
    const r = render();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'You have not signed' });
    await waitFor(() => expect(heading).toHaveFocus());
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Your account waits for your answer');
    expect(main).toHaveTextContent('Talk with your parent or guardian');
    expect(screen.queryByRole('textbox', { name: 'Signature' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', paths.logout.href());
    expect(r.api.called('signConsent')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(await screen.findByRole('textbox', { name: 'Signature' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus());
  });
});
