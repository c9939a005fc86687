import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeReply } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { EmailOffScreen } from './email-off-screen';
import { loadLayoutExtras } from '../components/use-layout-extras';

// A link token as the server signs them: version, participant, topic, signature.
const TOKEN = 'u1.42.1.abcdefghijklmnopqrstuvwxyz0';

/** The screen's message, not the snackbar regions the provider renders around it. */
const message = () => screen.getAllByRole('status').find((el) => !el.classList.contains('registry-snackbars__region'))!;

describe('EmailOffScreen', () => {
  beforeAll(() => loadLayoutExtras());

  it('posts the link token without credentials and says which e-mails are now off, and how to turn them back on', async () => {
    const r = renderWithRegistry(<EmailOffScreen />, {
      path: `/email-off?token=${TOKEN}`,
      api: { emailOff: { body: { status: 'unsubscribed', topic: 'reminders_ongoing_studies' } } },
      // Someone else is signed in on this browser: the link's call must not carry their token.
      storage: { 'registry.token': userToken({ user_id: 9 }) },
      profile: participant({ id: 9 }),
    });
    expect(message()).toHaveTextContent('Turning these emails off…');
    expect(await screen.findByText('These emails are now off.')).toBeInTheDocument();
    expect(message()).toHaveTextContent('You will no longer receive reminder emails about studies you have started.');
    expect(message()).toHaveTextContent(
      'Sign in and switch these emails back on in the notification settings of My Profile.',
    );
    expect(screen.getByRole('link', { name: 'Open My Profile' })).toHaveAttribute('href', '/user-profile');
    expect(r.api.calls).toEqual([expect.objectContaining({ name: 'emailOff', body: { token: TOKEN } })]);
    expect(r.api.calls[0].headers.authorization).toBeUndefined();
  });

  it('names the topic of the link: new studies and research opportunities', async () => {
    renderWithRegistry(<EmailOffScreen />, {
      path: `/email-off?token=${TOKEN}`,
      api: { emailOff: { body: { status: 'unsubscribed', topic: 'reminders_new_ro_and_studies' } } },
    });
    expect(
      await screen.findByText('You will no longer receive emails about new studies and research opportunities.', {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it.each<[string, FakeReply]>([
    ['400', { status: 400, body: { detail: 'This unsubscribe link is not valid.' } }],
    ['500', { status: 500, body: 'boom' }],
    ['no answer', 'network-error'],
  ])('explains a failure (%s) in place, with the contact details', async (_name, reply) => {
    renderWithRegistry(<EmailOffScreen />, { path: `/email-off?token=${TOKEN}`, api: { emailOff: reply } });
    expect(await screen.findByText('We could not turn these emails off.')).toBeInTheDocument();
    expect(message()).toHaveTextContent('The link may be damaged');
    expect(within(message()).getByRole('link', { name: 'info@registry.example.org' })).toBeInTheDocument();
  });

  it('makes no call when the link has no token', () => {
    const r = renderWithRegistry(<EmailOffScreen />, { path: '/email-off' });
    expect(message()).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(r.api.calls).toHaveLength(0);
  });
});
