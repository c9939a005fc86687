import { describe, expect, it } from 'vitest';
import { testClient } from '@/testing/test-client';
import { registerPartner } from './register-partner';

// The auth calls no screen test reaches yet.
describe('auth call files', () => {
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
