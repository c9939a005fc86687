import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AqDonationResponse, Givebacks, type UserStudy } from '@contract';
import type { TestApp } from '../../testing/test-app';
import { MIN_GROUP_SIZE } from './givebacks';
import {
  ANNUAL,
  answerAll,
  COMPLETE_QUESTIONNAIRE,
  CORE,
  join,
  RESEARCH,
  startStudyApp,
  throughConsent,
  type Participant,
} from '../../testing/study-test-kit';

let t: TestApp;
let p: Participant;
let other: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app);
  other = await join(t.app);
});
afterAll(() => t.close());

const codes = async (who: Participant) =>
  ((await who.call('GET', '/api/participant/{id}/achievements')).json() as Array<{ code: string }>).map((a) => a.code);

describe('promotions', () => {
  it('lists a user study’s promotions and counts clicks; the 5th, 10th and 15th visits are achievements', async () => {
    const list = (await p.call('GET', `/api/participant/{id}/user_study/{us:${CORE}}/promotions`)).json();
    expect(list).toEqual([expect.objectContaining({ id: 1, title: 'Share your CGM data with researchers' })]);
    let last;
    for (let i = 0; i < 10; i += 1) last = await p.call('POST', `/api/{id}/user_study/{us:${CORE}}/promotions/1/click`);
    expect(last!.statusCode).toBe(201);
    expect(last!.json()).toMatchObject({ promotion_id: 1, clicks: 10 });
    expect((await codes(p)).filter((c) => c.startsWith('promotion_'))).toEqual([
      'promotion_5_visits',
      'promotion_10_visits',
    ]);
  });

  it('404 for a promotion of another study or a user study of someone else; 401; 403', async () => {
    // The research opportunity is offered to enrolled participants (its consent signed).
    const enrolled = await join(t.app);
    await throughConsent(enrolled);
    expect((await enrolled.call('POST', `/api/{id}/user_study/{us:${RESEARCH}}/promotions/1/click`)).statusCode).toBe(
      404,
    );
    expect((await p.call('POST', `/api/{id}/user_study/${await other.us(CORE)}/promotions/1/click`)).statusCode).toBe(
      404,
    );
    const url = `/api/${p.id}/user_study/${await p.us(CORE)}/promotions/1/click`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: other.headers })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/participant/${p.id}/user_study/${await p.us(CORE)}/promotions`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('update_study: the e-mail toggle of one study', () => {
  it('turns e-mails off and on; 400 without the flag; 404 for a study not assigned; 401; 403', async () => {
    const off = await p.call('PATCH', `/api/{id}/update_study/${CORE}`, { email_notification_toggle: false });
    expect(off.json()).toEqual({ study_id: CORE, email_notification_toggle: false });
    const [row] = await t.db.query<{ email_notifications: boolean }>(
      'select email_notifications from user_studies where id = $1',
      [await p.us(CORE)],
    );
    expect(row.email_notifications).toBe(false);
    // The intro page reads the switch from the user study: it stays Off when the page opens again.
    const listed = (await p.call('GET', '/api/participant/{id}/user-studies')).json() as UserStudy[];
    expect(listed.find((us) => us.study_id === CORE)?.email_notifications).toBe(false);
    expect(
      (await p.call('PATCH', `/api/{id}/update_study/${CORE}`, { email_notification_toggle: true })).json()
        .email_notification_toggle,
    ).toBe(true);
    expect((await p.call('PATCH', `/api/{id}/update_study/${CORE}`, {})).json()).toEqual({
      email_notification_toggle: ['This field is required.'],
    });
    expect(
      (await p.call('PATCH', '/api/{id}/update_study/424242', { email_notification_toggle: true })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/${p.id}/update_study/${CORE}`,
          payload: { email_notification_toggle: true },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/${p.id}/update_study/${CORE}`,
          headers: other.headers,
          payload: { email_notification_toggle: true },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('imperium-relevant', () => {
  it('stores the Relevant ID outcome; 403 for another participant; 400 for a user study not theirs or a missing flag; 401', async () => {
    const body = {
      participant: p.id,
      study: CORE,
      user_study: await p.us(CORE),
      is_relevant_id_data_available: false,
      relevantID_failure_reason: 'RelevantID service timed out',
    };
    const res = await p.call('POST', '/api/imperium-relevant', body);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ failure_reason: string; is_relevant_id_data_available: boolean }>(
      'select * from relevant_id_records where id = $1',
      [res.json().id],
    );
    expect(row).toMatchObject({ failure_reason: 'RelevantID service timed out', is_relevant_id_data_available: false });
    expect(
      (
        await p.call('POST', '/api/imperium-relevant', {
          ...body,
          raw_analysis_results: { score: 3 },
          is_relevant_id_data_available: true,
          relevantID_failure_reason: undefined,
        })
      ).statusCode,
    ).toBe(201);
    expect((await other.call('POST', '/api/imperium-relevant', body)).statusCode).toBe(403);
    expect(
      (await p.call('POST', '/api/imperium-relevant', { ...body, user_study: await other.us(CORE) })).statusCode,
    ).toBe(400);
    expect(
      (await p.call('POST', '/api/imperium-relevant', { ...body, is_relevant_id_data_available: undefined })).json(),
    ).toHaveProperty('is_relevant_id_data_available');
    expect((await t.app.inject({ method: 'POST', url: '/api/imperium-relevant', payload: body })).statusCode).toBe(401);
  });
});

describe('aq_donation: the gift card of a rewarded questionnaire, once', () => {
  it('refused before the questionnaire is submitted, accepted once after, refused the second time', async () => {
    const donor = await join(t.app);
    await throughConsent(donor);
    expect((await donor.call('POST', '/api/aq_donation', { study_id: ANNUAL })).statusCode).toBe(400);
    await donor.submit(ANNUAL, 'intro');
    await answerAll(donor, ANNUAL, [
      [2001, [[200102, 'true']]],
      [2003, [[200301, '6.8']]],
      [2004, [[200401, '0']]],
      [2005, [[200501, '3']]],
    ]);
    expect((await donor.submit(ANNUAL, 'questionnaire')).json()).toMatchObject({
      dashboard_status: 'completed',
      status: 60,
    });
    expect(await codes(donor)).toContain('annual_questionnaire');
    const first = await donor.call('POST', '/api/aq_donation', { study_id: ANNUAL });
    expect(first.json()).toMatchObject({ study_id: ANNUAL, is_donated: true });
    expect([...Value.Errors(AqDonationResponse, first.json())]).toEqual([]);
    expect((await donor.call('GET', `/api/participant/{id}/user-studies/{us:${ANNUAL}}`)).json().is_donated).toBe(true);
    expect((await donor.call('POST', '/api/aq_donation', { study_id: ANNUAL })).statusCode).toBe(409);
    expect((await donor.call('POST', '/api/aq_donation', { study_id: 'x' })).statusCode).toBe(400);
    expect((await donor.call('POST', '/api/aq_donation', { study_id: 424242 })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/aq_donation', payload: { study_id: ANNUAL } })).statusCode,
    ).toBe(401);
  });
});

describe('live data givebacks', () => {
  it('shows nothing until the minimum group has submitted, then aggregates only', async () => {
    const empty = (await p.call('GET', '/api/live_data_givebacks')).json();
    expect(empty).toMatchObject({ study_id: CORE, min_group_size: MIN_GROUP_SIZE, charts: [] });
    const people: Participant[] = [];
    for (let i = 0; i < MIN_GROUP_SIZE; i += 1) {
      const who = await join(t.app);
      await throughConsent(who);
      const a1c = String(6 + i / 2);
      await answerAll(
        who,
        CORE,
        COMPLETE_QUESTIONNAIRE.map(([q, a]) =>
          q === 1107 ? [q, [[110701, a1c]]] : [q, a],
        ) as typeof COMPLETE_QUESTIONNAIRE,
      );
      expect((await who.submit(CORE, 'questionnaire')).statusCode).toBe(200);
      people.push(who);
      const partial = (await who.call('GET', `/api/live_data_givebacks?study_id=${CORE}`)).json();
      expect(partial.charts, `after ${i + 1} participants`).toEqual(i + 1 < MIN_GROUP_SIZE ? [] : expect.any(Array));
    }
    const full = (await p.call('GET', '/api/live_data_givebacks')).json();
    expect(full.participants).toBe(MIN_GROUP_SIZE);
    expect([...Value.Errors(Givebacks, full)]).toEqual([]);
    const a1c = full.charts.find(
      (c: { question_id: number; kind: string }) => c.question_id === 1107 && c.kind === 'number',
    );
    expect(a1c).toEqual({
      kind: 'number',
      question_id: 1107,
      option_id: 110701,
      title: 'What was the most recent A1c result (%)?',
      respondents: 5,
      mean: 7,
    });
    const pump = full.charts.find((c: { question_id: number }) => c.question_id === 1102);
    expect(pump.items).toEqual([
      { label: 'Multiple daily injections', count: 0, percent: 0 },
      { label: 'Insulin pump', count: 5, percent: 100 },
      { label: 'Other (please specify)', count: 0, percent: 0 },
    ]);
    const lows = full.charts.find((c: { question_id: number }) => c.question_id === 1113);
    expect(lows.items.map((x: { label: string; count: number }) => [x.label, x.count])).toContainEqual(['Weekly', 5]);
    // Aggregates only: no participant id, user study id or free text appears anywhere.
    const text = JSON.stringify(full);
    for (const who of people) expect(text).not.toContain(`"${String(await who.us(CORE))}"`);
    expect(text).not.toContain('Nothing else, thank you.');
    expect(text).not.toContain('Asthma');
  });
});
