import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, type TestApp } from '../../testing/test-app';

// Signup skipped the name, address, city, state and timezone rules that the profile
// update applies (spec 000 §5). One rule set serves both now.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (email: string, extra: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(email, extra) });

describe('signup applies the profile rules (000 §5)', () => {
  it.each([
    ['first_name', { first_name: 'Ann  Marie' }, 'Enter valid first name'],
    ['last_name', { last_name: 'Smith!' }, 'Enter valid last name'],
    ['address', { address: '12 Main St. #4' }, 'Please enter valid address'],
    ['city', { city: 'Boston123' }, 'Please enter valid city'],
    ['country_state', { country_state: 'Atlantis' }, 'State does not exist'],
    ['timezone', { timezone: 'Mars/Olympus' }, 'Select a valid time zone.'],
  ])('refuses an invalid %s with the profile message', async (field, extra, message) => {
    const res = await signup(`rules-${field}@example.com`, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('accepts what the profile accepts, and leaves out what is not given', async () => {
    const res = await signup('rules-ok@example.com', {
      first_name: "O'Brien-Núñez",
      address: '12 Main St',
      city: 'St. Louis',
      country_state: 'Missouri',
      zip_code: '63101',
      timezone: '',
    });
    expect(res.statusCode).toBe(201);
  });
});
