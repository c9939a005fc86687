import { describe, expect, it } from 'vitest';
import { registrationPayload, type RegisterForm } from './registration-payload';

const FORM: RegisterForm = {
  profile_type: 'adult',
  first_name: ' Morgan ',
  last_name: 'Tester',
  child_first_name: '',
  child_last_name: '',
  email: 'Morgan@Example.org',
  phone: '',
  password: 'Strong-Pass-1',
  password_confirm: 'Strong-Pass-1',
};

describe('the registration payload', () => {
  it("carries the page's language as the participant's preferred language", () => {
    expect(registrationPayload(FORM, null, null, 'es')).toMatchObject({ preferred_language: 'es' });
    expect(registrationPayload(FORM, null, null, 'en')).toMatchObject({
      first_name: 'Morgan',
      email: 'morgan@example.org',
      preferred_language: 'en',
    });
  });
});
