import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, type TestApp } from '../../testing/test-app';
import { CORE, DEMO_STUDIES_DIR, join, type Participant } from '../../testing/study-test-kit';
import { readStudyDefinitions } from './service';

// Writes that store data are bounded in size and in number: every free JSON value has a byte
// limit (400 beyond it), and the Relevant ID records and study events (per account) and e-mail
// clicks (per address, once per link) have quotas kept in the database (429 past them), which other
// callers never feel.

const RELEVANT_ID_QUOTA = 3;
const EMAIL_CLICK_QUOTA = 3;
const STUDY_EVENT_QUOTA = 4;

let t: TestApp;
let p: Participant;
let other: Participant;
beforeAll(async () => {
  t = await createTestApp({
    studies: readStudyDefinitions(DEMO_STUDIES_DIR),
    seed: false,
    addressQuotas: { relevant_id: RELEVANT_ID_QUOTA, email_click: EMAIL_CLICK_QUOTA, study_event: STUDY_EVENT_QUOTA },
  });
  p = await join(t.app);
  other = await join(t.app);
});
afterAll(() => t.close());

/** JSON whose text is about `bytes` long. */
const blob = (bytes: number) => ({ analysis: 'x'.repeat(bytes - 16) });

const relevantId = async (who: Participant, extra: Record<string, unknown> = {}) =>
  who.call('POST', '/api/imperium-relevant', {
    participant: who.id,
    study: CORE,
    user_study: await who.us(CORE),
    is_relevant_id_data_available: true,
    ...extra,
  });

const storedRecords = async (who: Participant) =>
  Number(
    (
      await t.db.query<{ count: string }>('select count(*) from relevant_id_records where participant_id = $1', [
        who.id,
      ])
    )[0].count,
  );

describe('Relevant ID records: at most 16 KiB each, a quota per account', () => {
  it('refuses an analysis over 16 KiB with 400 naming the field, and stores nothing', async () => {
    const res = await relevantId(p, { raw_analysis_results: blob(16 * 1024 + 100) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ raw_analysis_results: ['Ensure this value is no larger than 16 KiB.'] });
    expect(await storedRecords(p)).toBe(0);
  });

  it(`stores ${RELEVANT_ID_QUOTA} records within the window, answers 429 to the next; another account is not affected`, async () => {
    for (let i = 0; i < RELEVANT_ID_QUOTA; i++)
      expect((await relevantId(p, { raw_analysis_results: blob(16 * 1024 - 100) })).statusCode).toBe(201);
    const refused = await relevantId(p, { raw_analysis_results: blob(100) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many requests/);
    expect(await storedRecords(p)).toBe(RELEVANT_ID_QUOTA);
    expect((await relevantId(other)).statusCode).toBe(201);
    expect(await storedRecords(other)).toBe(1);
  });
});

describe('study events: a quota per account', () => {
  const logEvent = (who: Participant, event: string) => who.call('POST', '/api/participant/{id}/events', { event });
  const storedEvents = async (who: Participant) =>
    Number(
      (await t.db.query<{ count: string }>('select count(*) from study_events where participant_id = $1', [who.id]))[0]
        .count,
    );

  it(`logs ${STUDY_EVENT_QUOTA} events within the window, even sent at once, answers 429 past them; another account is not affected`, async () => {
    const who = await join(t.app);
    const answers = await Promise.all(Array.from({ length: STUDY_EVENT_QUOTA * 3 }, (_, i) => logEvent(who, `e${i}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(STUDY_EVENT_QUOTA).fill(201),
      ...Array<number>(STUDY_EVENT_QUOTA * 2).fill(429),
    ]);
    expect(answers.find((res) => res.statusCode === 429)!.json().detail).toMatch(/Too many requests/);
    expect(await storedEvents(who)).toBe(STUDY_EVENT_QUOTA);
    expect((await logEvent(other, 'jaeb_intro_dialog')).statusCode).toBe(201);
    expect(await storedEvents(other)).toBe(1);
  });

  it('a refused name takes nothing of the quota', async () => {
    const who = await join(t.app);
    for (let i = 0; i < STUDY_EVENT_QUOTA + 2; i++) expect((await logEvent(who, '  ')).statusCode).toBe(400);
    expect((await logEvent(who, 'fe_study_begin')).statusCode).toBe(201);
  });
});

describe('e-mail clicks: one row per link and address, a quota of new links per address', () => {
  const click = (id: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/email-click/${id}`, remoteAddress });
  const rows = async (id?: string) =>
    Number(
      (
        await t.db.query<{ count: string }>(
          id ? 'select count(*) from email_clicks where email_id = $1' : 'select count(*) from email_clicks',
          id ? [id] : [],
        )
      )[0].count,
    );

  it('a repeated click of the same link from the same address adds no row', async () => {
    for (let i = 0; i < 5; i++) expect((await click('repeat-1', '10.40.0.1')).statusCode).toBe(200);
    expect(await rows('repeat-1')).toBe(1);
    expect((await click('repeat-1', '10.40.0.2')).statusCode).toBe(200);
    expect(await rows('repeat-1')).toBe(2);
  });

  it(`takes ${EMAIL_CLICK_QUOTA} different links from one address, answers 429 to the next; other addresses are not affected`, async () => {
    const before = await rows();
    for (let i = 0; i < EMAIL_CLICK_QUOTA; i++) expect((await click(`link-${i}`, '10.41.0.1')).statusCode).toBe(200);
    const refused = await click('link-extra', '10.41.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many requests from this address/);
    // A link this address already followed still answers ok, and still adds nothing.
    expect((await click('link-0', '10.41.0.1')).statusCode).toBe(200);
    expect(await rows()).toBe(before + EMAIL_CLICK_QUOTA);
    expect((await click('link-extra', '10.41.0.2')).statusCode).toBe(200);
    expect(await rows('link-extra')).toBe(1);
  });
});

describe('the other free JSON values are bounded too', () => {
  it('sign-up refuses reg_guard_data over 4 KiB with 400 naming it, and creates no account', async () => {
    const email = 'guard.big@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: registration(email, { reg_guard_data: blob(5 * 1024) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reg_guard_data: ['Ensure this value is no larger than 4 KiB.'] });
    expect(await t.db.query('select id from participants where email = $1', [email])).toEqual([]);
  });

  it('banner visibility: over 4 KiB is refused; the stored map keeps the newest 200 banners, whatever the updates', async () => {
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [String(1_000_000 + i), false]));
    expect((await p.call('PATCH', '/api/registry/participant/{id}', { bannersVisibility: many })).statusCode).toBe(400);
    const ids = (from: number, n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [String(from + i), false]));
    for (const from of [1, 151, 301])
      expect(
        (await p.call('PATCH', '/api/registry/participant/{id}', { bannersVisibility: ids(from, 150) })).statusCode,
      ).toBe(200);
    const [row] = await t.db.query<{ banners_visibility: Record<string, boolean> }>(
      'select banners_visibility from participants where id = $1',
      [p.id],
    );
    const kept = Object.keys(row.banners_visibility).map(Number);
    expect(kept).toHaveLength(200);
    expect(Math.min(...kept)).toBe(251);
    expect(Math.max(...kept)).toBe(450);
  });
});
