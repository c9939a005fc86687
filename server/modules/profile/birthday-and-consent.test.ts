import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE, join, startStudyApp, throughConsent, yearsAgo } from '../../testing/study-test-kit';
import { registration, type TestApp } from '../../testing/test-app';
import { BIRTHDAY_MESSAGES } from '@contract';
import { CORE_CONSENT_SIGNED } from './service';

// The birthday is a date of birth (not in the future, at most 120 years back), on the profile as
// in registration; the screening's own date of birth keeps its study's validators. Once a core
// study consent is signed, the profile type and the birthday it rests on no longer change.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

const storedBirthday = async (id: number) =>
  (
    await t.db.query<{ birthday: string | null }>(
      `select to_char(birthday, 'YYYY-MM-DD') as birthday from participants where id = $1`,
      [id],
    )
  )[0].birthday;

describe('the profile birthday', () => {
  it.each([
    ['1800-01-01', BIRTHDAY_MESSAGES.tooOld],
    ['2099-01-01', BIRTHDAY_MESSAGES.future],
  ])('refuses %s with a field error and keeps the stored one', async (birthday, message) => {
    const p = await join(t.app);
    const before = await storedBirthday(p.id);
    const res = await p.call('PATCH', '/api/registry/participant/{id}', { birthday });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ birthday: [message] });
    expect(await storedBirthday(p.id)).toBe(before);
  });

  it('accepts a birthday within the range, and refuses one out of range at registration', async () => {
    const p = await join(t.app);
    const res = await p.call('PATCH', '/api/registry/participant/{id}', { birthday: yearsAgo(40) });
    expect(res.statusCode).toBe(200);
    expect(await storedBirthday(p.id)).toBe(yearsAgo(40));
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: registration(`old-${Date.now()}@example.com`, { birthday: '1800-01-01' }),
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ birthday: [BIRTHDAY_MESSAGES.tooOld] });
  });
});

describe('the screening date of birth keeps its study validators', () => {
  it('blocks a future date (error) and stores one more than 120 years back (warning)', async () => {
    const p = await join(t.app);
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    const future = await p.save(CORE, 1004, [[100401, '2099-01-01']]);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual([
      { question: 1004, question_option: 100401, error_message: 'The date of birth cannot be in the future.' },
    ]);
    const old = await p.save(CORE, 1004, [[100401, '1850-01-01']]);
    expect(old.statusCode).toBe(200);
    const us = await p.us(CORE);
    const stored = await t.db.query<{ value: string }>(
      'select value from answers where user_study_id = $1 and question_id = 1004',
      [us],
    );
    expect(stored.map((r) => r.value)).toEqual(['1850-01-01']);
  });
});

describe('after a core study consent is signed', () => {
  it('refuses a change of profile type or birthday with a clear message, and allows the same values', async () => {
    const p = await join(t.app);
    const before = await storedBirthday(p.id);
    // Before the consent both may change.
    expect((await p.call('PATCH', '/api/registry/participant/{id}', { profile_type: 'adult' })).statusCode).toBe(200);
    await throughConsent(p);
    const type = await p.call('PATCH', '/api/registry/participant/{id}', { profile_type: 'child' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ profile_type: [CORE_CONSENT_SIGNED] });
    const birthday = await p.call('PATCH', '/api/registry/participant/{id}', { birthday: yearsAgo(20) });
    expect(birthday.statusCode).toBe(400);
    expect(birthday.json()).toEqual({ birthday: [CORE_CONSENT_SIGNED] });
    const setup = await p.call('POST', '/api/registry/participant/{id}/profile_setup', {
      id: p.id,
      profile_type: 'child',
    });
    expect(setup.statusCode).toBe(400);
    const [row] = await t.db.query<{ profile_type: string }>('select profile_type from participants where id = $1', [
      p.id,
    ]);
    expect(row.profile_type).toBe('adult');
    expect(await storedBirthday(p.id)).toBe(before);
    // The profile form sends what it shows: unchanged values still save.
    const same = await p.call('PATCH', '/api/registry/participant/{id}', {
      first_name: 'Pat',
      profile_type: 'adult',
      birthday: before,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe("the child's date of birth in the child info (My Profile)", () => {
  const parent = () =>
    join(t.app, { profile_type: 'child', birthday: undefined, child_first_name: 'Sam', child_last_name: 'Lee' });
  const childInfo = async (p: Awaited<ReturnType<typeof join>>) =>
    (await p.call('GET', '/api/registry/participant/{id}/child-info')).json();

  it("reads the screening's date of birth, and changes it until a core consent is signed", async () => {
    const p = await parent();
    expect(await childInfo(p)).toMatchObject({ birthday: null, birthday_locked: false });
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    expect((await p.save(CORE, 1004, [[100401, yearsAgo(14)]])).statusCode).toBe(200);
    expect(await childInfo(p)).toMatchObject({ birthday: yearsAgo(14), birthday_locked: false });

    const changed = await p.call('PATCH', '/api/registry/participant/{id}/child-info', { birthday: yearsAgo(13) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ birthday: yearsAgo(13), child_first_name: 'Sam' });
    expect(await storedBirthday(p.id)).toBe(yearsAgo(13));
    const future = await p.call('PATCH', '/api/registry/participant/{id}/child-info', { birthday: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ birthday: [BIRTHDAY_MESSAGES.future] });
  });

  it('is read-only once the core consent is signed: a change is refused, the same value saves', async () => {
    const p = await parent();
    await throughConsent({ ...p, birthday: yearsAgo(10) });
    expect(await childInfo(p)).toMatchObject({ birthday: yearsAgo(10), birthday_locked: true });
    const changed = await p.call('PATCH', '/api/registry/participant/{id}/child-info', { birthday: yearsAgo(14) });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ birthday: [CORE_CONSENT_SIGNED] });
    expect(await storedBirthday(p.id)).toBe(yearsAgo(10));
    const same = await p.call('PATCH', '/api/registry/participant/{id}/child-info', {
      birthday: yearsAgo(10),
      child_first_name: 'Samuel',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ child_first_name: 'Samuel', birthday_locked: true });
  });
});
