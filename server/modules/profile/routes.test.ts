import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { EMAIL_TAKEN_MESSAGE } from '../accounts/service';
import { SMS_NEEDS_PHONE } from './service';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, 'profile@example.com');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/registry/participant/${me.id}${path}`, payload, headers: me.headers });

describe('PATCH /registry/participant/{id}', () => {
  it('updates the profile, strips unknown fields and keeps the token when nothing it rests on changed', async () => {
    const res = await call('PATCH', '', {
      first_name: 'Mary-Jo',
      phone: '+1 (617) 555-0100',
      timezone: 'America/Chicago',
      account_status: 'withdrawn',
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Mary-Jo',
      phone: '+16175550100',
      timezone: 'America/Chicago',
      account_status: 'active',
    });
    expect(res.json()).not.toHaveProperty('new_jwt_token');
    const [row] = await t.db.query<{ role: string }>('select role from participants where id = $1', [me.id]);
    expect(row.role).toBe('user');
  });

  it('answers a new token when the e-mail (the sign-in) changed', async () => {
    const res = await call('PATCH', '', { email: 'Profile.New@example.com', current_password: STRONG_PASSWORD });
    expect(res.json().email).toBe('profile.new@example.com');
    expect(decodeJwt(res.json().new_jwt_token).user_id).toBe(me.id);
  });

  it.each([
    [{ first_name: 'Mary, Jo' }, 'first_name', 'Enter valid first name'],
    [{ last_name: '   ' }, 'last_name', 'This field is required'],
    [{ email: 'nope@' }, 'email', 'Email is not valid'],
    [{ phone: '6175550100' }, 'phone', 'Missing country code'],
    [{ timezone: 'Europe/Paris' }, 'timezone', 'Select a valid time zone.'],
    [{ birthday: '01/02/2000' }, 'birthday', 'Enter a valid value.'],
    [{ profile_type: 'robot' }, 'profile_type', 'Select a valid choice.'],
  ])('answers 400 for %j', async (body, field, message) => {
    const res = await call('PATCH', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it("answers 409 for another participant's e-mail", async () => {
    await signUp(t.app, 'someone.else@example.com');
    const res = await call('PATCH', '', { email: 'someone.else@example.com', current_password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
  });

  it('merges banner visibility per notification id', async () => {
    await call('PATCH', '', { bannersVisibility: { '1': false } });
    const res = await call('PATCH', '', { bannersVisibility: { '2': true } });
    expect(res.json().bannersVisibility).toEqual({ '1': false, '2': true });
  });
});

describe('child-info and household-info', () => {
  it('reads and writes child info', async () => {
    expect((await call('GET', '/child-info')).json()).toEqual({
      child_first_name: null,
      child_last_name: null,
      child_email: null,
      child_phone: null,
      birthday: null,
      birthday_locked: false,
    });
    const res = await call('PATCH', '/child-info', {
      child_first_name: 'Sam',
      child_email: 'Sam@Example.com',
      child_phone: '+447700900123',
    });
    expect(res.json()).toEqual({
      child_first_name: 'Sam',
      child_last_name: null,
      child_email: 'sam@example.com',
      child_phone: '+447700900123',
      birthday: null,
      birthday_locked: false,
    });
    expect((await call('GET', '/child-info')).json().child_first_name).toBe('Sam');
  });

  it('answers 400 with the spec messages for bad child info', async () => {
    const res = await call('PATCH', '/child-info', { child_first_name: 'S!m', child_email: 'x' });
    expect(res.json()).toEqual({ child_first_name: ['Enter valid first name'], child_email: ['Email is not valid'] });
  });

  it('reads and writes household info, matching the state by name or abbreviation', async () => {
    const res = await call('PATCH', '/household-info', {
      address: '12 Main Street',
      city: 'Boston',
      country_state: 'ma',
      zip_code: ' 02115 ',
    });
    expect(res.json()).toEqual({
      address: '12 Main Street',
      city: 'Boston',
      country_state: 'Massachusetts',
      zip_code: '02115',
    });
    expect((await call('GET', '/household-info')).json().country_state).toBe('Massachusetts');
  });

  it.each([
    [{ address: '' }, 'address', 'Address is required'],
    [{ address: '12 Main St. #4' }, 'address', 'Please enter valid address'],
    [{ city: '' }, 'city', 'City is required'],
    [{ country_state: 'Atlantis' }, 'country_state', 'State does not exist'],
    [{ zip_code: '1234' }, 'zip_code', 'Please enter a valid 5-digit zip code'],
  ])('answers 400 for household %j', async (body, field, message) => {
    const res = await call('PATCH', '/household-info', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });
});

describe('notification settings and notifications', () => {
  it('starts with e-mail on and SMS off, and merges updates', async () => {
    const initial = (await call('GET', '/notification-settings')).json();
    expect(initial).toMatchObject({ newsletter: { email_on: true, sms_on: false }, sms_opted_out: false });
    const res = await call('PATCH', '/notification-settings', {
      newsletter: { email_on: false },
      reminders_ongoing_studies: { sms_on: true },
    });
    expect(res.json()).toMatchObject({
      newsletter: { email_on: false, sms_on: false },
      reminders_ongoing_studies: { email_on: true, sms_on: true },
    });
    expect((await call('GET', '/notification-settings')).json()).toEqual(res.json());
  });

  it('switches every SMS off when the participant opts out', async () => {
    const res = await call('PATCH', '/notification-settings', { sms_opted_out: true });
    expect(res.json().reminders_ongoing_studies.sms_on).toBe(false);
  });

  it('refuses to switch SMS on without a valid phone (spec 000 §3 smsDisabled), keeps e-mail changes possible', async () => {
    const other = await signUp(t.app, 'no.phone@example.com');
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/registry/participant/${other.id}/notification-settings`,
        payload,
        headers: other.headers,
      });
    const refused = await patch({ newsletter: { sms_on: true }, management_resources: { email_on: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ newsletter: [SMS_NEEDS_PHONE] });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/registry/participant/${other.id}/notification-settings`,
      headers: other.headers,
    });
    expect(stored.json().management_resources.email_on).toBe(true);
    expect((await patch({ management_resources: { email_on: false } })).json().management_resources.email_on).toBe(
      false,
    );
  });

  it('answers 400 for a non-boolean', async () => {
    expect((await call('PATCH', '/notification-settings', { newsletter: { email_on: 'yes' } })).statusCode).toBe(400);
  });

  it('lists notifications', async () => {
    await t.db.query(
      "insert into notifications (participant_id, type, title, text) values ($1, 'banner', 'Hello', 'World')",
      [me.id],
    );
    expect((await call('GET', '/notifications')).json()).toEqual([
      expect.objectContaining({ type: 'banner', title: 'Hello', text: 'World' }),
    ]);
  });
});

describe('POST profile_setup', () => {
  it('sets the profile type', async () => {
    const res = await call('POST', '/profile_setup', { id: me.id, profile_type: 'child' });
    expect(res.json()).toEqual({ id: me.id, profile_type: 'child' });
  });
  it('answers 400 when the body id is not the participant', async () => {
    expect((await call('POST', '/profile_setup', { id: me.id + 1000, profile_type: 'child' })).statusCode).toBe(400);
    expect((await call('POST', '/profile_setup', { id: me.id })).json()).toEqual({
      profile_type: ['This field is required.'],
    });
  });
});
