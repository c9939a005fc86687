import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { verifyChain } from '../audit/service';
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

  it('is recorded as a profile change, before and after, by the statement that stores the answer', async () => {
    const p = await parentOfChild();
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    const first = await p.save(CORE, 1004, [[100401, yearsAgo(9)]]);
    const second = await p.save(CORE, 1004, [[100401, yearsAgo(15)]]);
    // The same date again changes no profile field, and so records none.
    const same = await p.save(CORE, 1004, [[100401, yearsAgo(15)]]);
    expect([first, second, same].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.query<{ action: string; actor: string; request_id: string; detail: unknown }>(
      `select action, actor, request_id, detail from audit_events
        where participant_id = $1 and action in ('answer_stored', 'profile_changed') order by id`,
      [p.id],
    );
    const change = (before: string | null, after: string) => ({
      by: 'screening answer',
      question: 1004,
      changes: { birthday: { before, after } },
    });
    const ids = [first, second, same].map((r) => r.headers['x-request-id']);
    expect(rows.filter((r) => r.action === 'profile_changed')).toEqual([
      { action: 'profile_changed', actor: 'parent', request_id: ids[0], detail: change(null, yearsAgo(9)) },
      { action: 'profile_changed', actor: 'parent', request_id: ids[1], detail: change(yearsAgo(9), yearsAgo(15)) },
    ]);
    expect(rows.filter((r) => r.action === 'answer_stored').map((r) => r.request_id)).toEqual(ids);
    expect((await verifyChain(t.db)).ok).toBe(true);
  });

  it('leaves the birthday alone when the answer is no date of birth the profile keeps (over 120 years back)', async () => {
    const p = await parentOfChild();
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    // The study only warns about it; the profile's rule refuses it.
    expect((await p.save(CORE, 1004, [[100401, '1850-01-01']])).statusCode).toBe(200);
    expect((await me(p)).birthday).toBeNull();
    const changed = await t.db.query(
      "select 1 from audit_events where participant_id = $1 and action = 'profile_changed'",
      [p.id],
    );
    expect(changed).toEqual([]);
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
