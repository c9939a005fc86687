import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeReply } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SmsOffScreen } from './sms-off-screen';
import { loadLayoutExtras } from '../components/use-layout-extras';

// A link token as the server mints them (the contract refuses anything shorter than 16 characters).
const TOKEN = 'tok_0123456789abcdef';

/** The screen's message, not the snackbar regions the provider renders around it. */
const message = () => screen.getAllByRole('status').find((el) => !el.classList.contains('registry-snackbars__region'))!;

describe('SmsOffScreen', () => {
  // The layout's extras (menu, footer) as the full app has them from the start (public-layout.test.tsx covers their late arrival).
  beforeAll(() => loadLayoutExtras());

  it('posts the link token without credentials and confirms the unsubscribe', async () => {
    const r = renderWithRegistry(<SmsOffScreen />, {
      path: `/sms-off?token=${TOKEN}`,
      api: { smsOff: { body: { status: 'unsubscribed' } } },
      // Someone else is signed in on this browser: the link's call must not carry their token.
      storage: { 'registry.token': userToken({ user_id: 9 }) },
      profile: participant({ id: 9 }),
    });
    expect(message()).toHaveTextContent('Unsubscribing your phone number…');
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(r.api.calls).toEqual([expect.objectContaining({ name: 'smsOff', body: { token: TOKEN } })]);
    expect(r.api.calls[0].headers.authorization).toBeUndefined();
  });

  it.each<[string, string, FakeReply]>([
    ['400', 'expired', { status: 400, body: { token: ['Invalid token'] } }],
    ['404', TOKEN, { status: 404, body: { detail: 'Not found.' } }],
    ['500', TOKEN, { status: 500, body: 'boom' }],
    ['no answer', TOKEN, 'network-error'],
  ])('explains a failure (%s) in place, with the contact details', async (_name, token, reply) => {
    renderWithRegistry(<SmsOffScreen />, { path: `/sms-off?token=${token}`, api: { smsOff: reply } });
    expect(await screen.findByText('We could not unsubscribe you.')).toBeInTheDocument();
    expect(message()).toHaveTextContent('The link may have expired');
    expect(within(message()).getByRole('link', { name: 'info@registry.example.org' })).toBeInTheDocument();
  });

  it('makes no call when the link has no token', () => {
    const r = renderWithRegistry(<SmsOffScreen />, { path: '/sms-off' });
    expect(message()).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(r.api.calls).toHaveLength(0);
  });
});
