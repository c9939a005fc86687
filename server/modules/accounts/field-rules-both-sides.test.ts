import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-restricted-paths -- the table runs the forms' own validators beside the server
import * as client from '@/shared/account-fields/validators';
import {
  smsDisabled,
  validateAddress,
  validateCity,
  validatePersonName,
  validateZip,
} from '@/features/profile/model/profile-rules';
import { createTestApp, registration, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { childErrors } from './profile-rules';

// The same values through the forms' validators and the server's refusal: a value one side
// accepts, the other accepts too (spec 000 §5; one set of account-field rules for both sides).

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fresh = () => signUp(t.app, `both-sides-${(n += 1)}@example.com`);
const patch = (who: Awaited<ReturnType<typeof fresh>>, path: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/registry/participant/${who.id}${path}`, payload, headers: who.headers });

describe('sign-up: the form and the server agree', () => {
  it.each([
    ['ann.signup@example.org', true],
    ['a..b@example.com', false],
    ['ann@exa_mple.com', false],
    ['ann@example.museum', false],
    ['ann!lee@example.com', false],
  ])('e-mail %j accepted: %s', async (email, ok) => {
    expect(client.validateRegistrationEmail(email) === undefined).toBe(ok);
    const res = await t.app.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(email) });
    expect(res.statusCode).toBe(ok ? 201 : 400);
    if (!ok) expect(res.json().email).toEqual(['Email is not valid']);
    const stored = await t.db.query('select 1 from participants where email = $1', [email.toLowerCase()]);
    expect(stored.length).toBe(ok ? 1 : 0);
  });

  it.each([
    ['first_name', "O'Brien-Núñez", true],
    ['first_name', 'Ann Marie', true],
    ['last_name', 'García López', true],
    ['last_name', 'De La Cruz Jr.', true],
    ['first_name', 'Ann  Marie', false],
    ['last_name', 'Smith!', false],
    ['last_name', 'Lee–Park', true],
  ])('%s %j accepted: %s', async (field, value, ok) => {
    const validate = field === 'first_name' ? client.validateFirstName : client.validateLastName;
    expect(validate(value) === undefined).toBe(ok);
    const email = `signup-name-${(n += 1)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: registration(email, { [field]: value }),
    });
    expect(res.statusCode).toBe(ok ? 201 : 400);
    if (!ok) expect(res.json()[field]).toEqual([validate(value)]);
  });
});

describe('the child hand-off: the form and the server agree (registration variant)', () => {
  it.each([
    ['jamie@example.org', true],
    ['a..b@example.com', false],
    ['ann@exa_mple.com', false],
    ['ann@example.museum', false],
  ])('child e-mail %j accepted: %s', (email, ok) => {
    expect(client.validateRegistrationEmail(email) === undefined).toBe(ok);
    const errors = childErrors({ child_first_name: 'Jamie', child_email: email }, { registration: true });
    expect(errors.child_email === undefined).toBe(ok);
  });
});

describe('profile: the forms and the server agree', () => {
  it.each([
    ['ann.profile@example.org', true],
    ['ann@example.museum', true],
    ['a..b@example.com', false],
    ['ann@exa_mple.com', false],
  ])('personal e-mail %j accepted: %s', async (email, ok) => {
    expect(client.validateEmail(email) === undefined).toBe(ok);
    const me = await fresh();
    const res = await patch(me, '', { email, current_password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(ok ? 200 : 400);
    expect(res.json().email).toEqual(ok ? email : ['Email is not valid']);
  });

  it.each([
    ['sam@example.museum', true],
    ['s..am@example.com', false],
    ['sam@exa_mple.com', false],
  ])('child e-mail %j accepted: %s', async (email, ok) => {
    expect(client.validateEmail(email) === undefined).toBe(ok);
    const res = await patch(await fresh(), '/child-info', { child_email: email });
    expect(res.statusCode).toBe(ok ? 200 : 400);
    expect(res.json().child_email).toEqual(ok ? email : ['Email is not valid']);
  });

  it.each([
    ['first_name', 'Mary-Jo', true],
    ['first_name', 'Mary Jo', true],
    ['last_name', 'Van Dyke', true],
    ['last_name', 'O’Brien', true],
    ['last_name', 'Lee Jr.', true],
    ['last_name', 'Lee, Jr', false],
    ['first_name', 'M'.repeat(51), false],
  ])('%s %j accepted: %s', async (field, value, ok) => {
    const message = validatePersonName(value, field === 'first_name' ? 'first' : 'last');
    expect(message === undefined).toBe(ok);
    const res = await patch(await fresh(), '', { [field]: value });
    expect(res.statusCode).toBe(ok ? 200 : 400);
    expect(res.json()[field]).toEqual(ok ? value : [message]);
  });

  it.each([
    ['address', '42 Elm Street Apt 3', true],
    ['address', '12 Main St. #4', false],
    ['city', 'St. Louis', true],
    ['city', 'Boston123', false],
    ['zip_code', '63101', true],
    ['zip_code', '6310', false],
  ])('household %s %j accepted: %s', async (field, value, ok) => {
    const validate = { address: validateAddress, city: validateCity, zip_code: validateZip }[field]!;
    const message = validate(value);
    expect(message === undefined).toBe(ok);
    const res = await patch(await fresh(), '/household-info', { [field]: value });
    expect(res.statusCode).toBe(ok ? 200 : 400);
    expect(res.json()[field]).toEqual(ok ? value : [message]);
  });

  it.each([
    ['+16175550100', true],
    ['+1234567', true],
    ['+12345', false],
  ])('SMS with the phone %j can be switched on: %s', async (phone, ok) => {
    expect(!smsDisabled(phone)).toBe(ok);
    const me = await fresh();
    const saved = await patch(me, '', { phone });
    expect(saved.statusCode).toBe(ok ? 200 : 400);
    const res = await patch(me, '/notification-settings', { newsletter: { email_on: true, sms_on: true } });
    expect(res.statusCode).toBe(ok ? 200 : 400);
    if (ok) expect(res.json().newsletter.sms_on).toBe(true);
  });
});
