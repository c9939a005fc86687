import { describe, expect, it } from 'vitest';
import { participant } from '../../../shared/testing/fixtures';
import { testClient } from '../../../shared/testing/test-client';
import { completeReconsent } from './complete-reconsent';
import { registerPartner } from './register-partner';

// The auth calls no screen test reaches yet.
describe('auth call files', () => {
  it('completes re-consent with an empty body and answers the refreshed profile', async () => {
    const { client, api } = testClient({ completeReconsent: { body: participant({ state: 'regular' }) } });
    expect((await completeReconsent(client, 7)).state).toBe('regular');
    expect(api.calls[0]).toMatchObject({
      name: 'completeReconsent',
      path: '/registry/participant/7/reconsent/complete',
    });
  });

  it('registers a partner-network invitation through jaeb_signup without credentials', async () => {
    const { client, api } = testClient({ partnerSignup: { body: { id: 8, access_token: 't' } } });
    const payload = {
      email: 'a@b.co',
      first_name: 'A',
      last_name: 'B',
      password: 'Str0ng-Pass!',
      profile_type: 'adult' as const,
    };
    await registerPartner(client, { ...payload, jtoken: 'inv-1' });
    expect(api.calls[0].headers.authorization).toBeUndefined();
  });
});
