import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { CORE, join, startStudyApp, yearsAgo, type Participant } from '../../testing/study-test-kit';

// DECISIONS §7: the core study's screening date of birth (an option whose metadata names the
// profile field `birthday`) is the profile's birthday, so a child registered through the app (the
// sign-up form asks for no birthday) has an age, and the assent rule (13–17) reads it.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

/** A parent registered as the app registers one: a child profile, no birthday. */
const parentOfChild = () =>
  join(t.app, { profile_type: 'child', birthday: undefined, child_first_name: 'Sam', child_last_name: 'Lee' });

const me = async (p: Participant) =>
  (await p.call('GET', '/api/registry/me')).json() as { birthday: string | null; age_years: number | null };

async function screen(p: Participant, birthday: string) {
  expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
  const answers: Array<[number, number, string]> = [
    [1001, 100101, 'true'],
    [1002, 100201, 'true'],
    [1004, 100401, birthday],
    [1003, 100301, yearsAgo(1)],
  ];
  for (const [question, option, value] of answers)
    expect((await p.save(CORE, question, [[option, value]])).statusCode).toBe(200);
  expect((await p.submit(CORE, 'screening')).statusCode).toBe(200);
}

const consentTypes = async (p: Participant) =>
  (
    (await p.call('GET', `/api/participant/{id}/user-studies/{us:${CORE}}/consents`)).json() as Array<{
      consent_type: string;
    }>
  ).map((c) => c.consent_type);

describe("the screening's date of birth", () => {
  it('becomes the profile birthday of a child registered without one', async () => {
    const p = await parentOfChild();
    expect((await me(p)).birthday).toBeNull();
    await screen(p, yearsAgo(14));
    expect(await me(p)).toMatchObject({ birthday: yearsAgo(14), age_years: 14 });
  });

  it('follows a corrected answer while the screening is open', async () => {
    const p = await parentOfChild();
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    expect((await p.save(CORE, 1004, [[100401, yearsAgo(9)]])).statusCode).toBe(200);
    expect((await me(p)).birthday).toBe(yearsAgo(9));
    expect((await p.save(CORE, 1004, [[100401, yearsAgo(15)]])).statusCode).toBe(200);
    expect(await me(p)).toMatchObject({ birthday: yearsAgo(15), age_years: 15 });
  });

  it('leaves the birthday alone when the answer is no date of birth the profile keeps (over 120 years back)', async () => {
    const p = await parentOfChild();
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    // The study only warns about it; the profile's rule refuses it.
    expect((await p.save(CORE, 1004, [[100401, '1850-01-01']])).statusCode).toBe(200);
    expect((await me(p)).birthday).toBeNull();
  });

  it.each([
    [12, ['parental']],
    [13, ['parental', 'child']],
    [14, ['parental', 'child']],
    [17, ['parental', 'child']],
  ])('of a child aged %i asks for %j', async (age, types) => {
    const p = await parentOfChild();
    await screen(p, yearsAgo(age));
    expect(await consentTypes(p)).toEqual(types);
  });

  it('of an adult is their birthday', async () => {
    const p = await join(t.app, { birthday: undefined });
    await screen(p, yearsAgo(40));
    expect(await me(p)).toMatchObject({ birthday: yearsAgo(40), age_years: 40 });
    expect(await consentTypes(p)).toEqual(['adult']);
  });
});
