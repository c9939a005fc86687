import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../shared/api/client/fake-fetch';
import { renderPublic } from '../testing';
import { SmsOffScreen } from './sms-off-screen';

describe('SmsOffScreen', () => {
  it('posts the link token without credentials and confirms the unsubscribe', async () => {
    const transport = fakeFetch({ status: 200, body: { status: 'unsubscribed' } });
    renderPublic(<SmsOffScreen />, { path: '/sms-off?token=abc.123', fetch: transport.fetch, storage: { 'registry.token': 'someone-elses-token' } });
    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing your phone number…');
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0]).toMatchObject({ method: 'POST', url: '/api/registry/sms-off', body: { token: 'abc.123' } });
    expect(transport.calls[0].headers.authorization).toBeUndefined();
  });

  it.each([
    [400, { detail: 'Invalid token' }],
    [404, { detail: 'Not found' }],
    [500, 'boom'],
  ])('explains a failure (%i) in place, with the contact details', async (status, body) => {
    const transport = fakeFetch({ status, body });
    renderPublic(<SmsOffScreen />, { path: '/sms-off?token=expired', fetch: transport.fetch });
    expect(await screen.findByText('We could not unsubscribe you.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The link may have expired');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'info@registry.example.org' })).toBeInTheDocument();
  });

  it('makes no call when the link has no token', () => {
    const transport = fakeFetch({ status: 200, body: {} });
    renderPublic(<SmsOffScreen />, { path: '/sms-off', fetch: transport.fetch });
    expect(screen.getByRole('status')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(transport.calls).toHaveLength(0);
  });
});
