import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PAGE_SIZE, SINGLE_LINE_MESSAGE } from '@contract';
import type { TestApp } from '../../testing/test-app';
import { ANNUAL, CORE, join, startStudyApp, type Participant } from '../../testing/study-test-kit';

// The events log (spec 001 §3, §7): what the study flow registers (study begin, welcome dialogs,
// the partner intro) and reads back, a page at a time. Its quota per account is in write-quotas.test.ts.

let t: TestApp;
let p: Participant;
let other: Participant;
beforeAll(async () => {
  t = await startStudyApp();
  p = await join(t.app);
  other = await join(t.app);
});
afterAll(() => t.close());

describe('events', () => {
  it('registers and lists events, filtered by study, user study and event', async () => {
    const us = await p.us(CORE);
    const created = await p.call('POST', '/api/participant/{id}/events', {
      study: CORE,
      user_study: us,
      event: 'welcome_dialog_screening',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      study: CORE,
      user_study: us,
      event: 'welcome_dialog_screening',
      created_at: expect.any(String),
    });
    expect((await p.call('POST', '/api/participant/{id}/events', { event: 'jaeb_intro_dialog' })).statusCode).toBe(201);
    const fromUserStudy = await p.call('POST', '/api/participant/{id}/events', {
      user_study: us,
      event: 'fe_study_begin',
    });
    expect(fromUserStudy.json().study).toBe(CORE);
    expect((await p.call('GET', '/api/participant/{id}/events')).json()).toHaveLength(3);
    expect(
      (await p.call('GET', `/api/participant/{id}/events?user_study=${us}&event=welcome_dialog_screening`)).json(),
    ).toHaveLength(1);
    expect((await p.call('GET', '/api/participant/{id}/events?event=nothing')).json()).toEqual([]);
    expect((await other.call('GET', '/api/participant/{id}/events')).json()).toEqual([]);
  });

  it('400 for a missing event, a user study of someone else, a study that does not match; 401; 403', async () => {
    expect((await p.call('POST', '/api/participant/{id}/events', { study: CORE })).json()).toEqual({
      event: ['This field is required.'],
    });
    expect(
      (await p.call('POST', '/api/participant/{id}/events', { user_study: await other.us(CORE), event: 'x' })).json(),
    ).toHaveProperty('user_study');
    expect(
      (
        await p.call('POST', '/api/participant/{id}/events', {
          study: ANNUAL,
          user_study: await p.us(CORE),
          event: 'x',
        })
      ).json(),
    ).toHaveProperty('study');
    expect((await t.app.inject({ method: 'GET', url: `/api/participant/${p.id}/events` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/participant/${p.id}/events`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('event names: one line of visible text', () => {
  // One of each kind; the contract's test (single-line-fields) holds the pattern to every class.
  it('refuses a name holding a line break, a tab, a bidi override, a zero-width space or a line separator', async () => {
    const who = await join(t.app);
    for (const char of ['\n', '\t', '\u202e', '\u200b', '\u2028']) {
      const res = await who.call('POST', '/api/participant/{id}/events', { event: `fe_study${char}begin` });
      expect(res.statusCode, JSON.stringify(char)).toBe(400);
      expect(res.json()).toEqual({ event: [SINGLE_LINE_MESSAGE] });
    }
    expect((await who.call('GET', '/api/participant/{id}/events')).json()).toEqual([]);
  });

  it('refuses a name of spaces alone as missing, and stores a name trimmed', async () => {
    const who = await join(t.app);
    const blank = await who.call('POST', '/api/participant/{id}/events', { event: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ event: ['This field is required.'] });
    expect(
      (await who.call('POST', '/api/participant/{id}/events', { event: '  jaeb_intro_dialog ' })).json(),
    ).toMatchObject({ event: 'jaeb_intro_dialog' });
    const stored = (await who.call('GET', '/api/participant/{id}/events')).json() as Array<{ event: string }>;
    expect(stored.map((e) => e.event)).toEqual(['jaeb_intro_dialog']);
  });

  it('refuses a name over 100 characters', async () => {
    const res = await p.call('POST', '/api/participant/{id}/events', { event: 'e'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('event');
  });
});

describe('the events list comes in pages', () => {
  it(`answers at most ${EVENTS_PAGE_SIZE} events, in the order logged; \`after\` and \`limit\` page through the rest`, async () => {
    const who = await join(t.app);
    const logged = EVENTS_PAGE_SIZE + 5;
    for (let i = 0; i < logged; i++)
      expect((await who.call('POST', '/api/participant/{id}/events', { event: `e${i}` })).statusCode).toBe(201);
    const names = (res: { json(): unknown }) => (res.json() as Array<{ event: string }>).map((e) => e.event);
    const ids = (res: { json(): unknown }) => (res.json() as Array<{ id: number }>).map((e) => e.id);

    const first = await who.call('GET', '/api/participant/{id}/events');
    expect(names(first)).toEqual(Array.from({ length: EVENTS_PAGE_SIZE }, (_, i) => `e${i}`));
    const last = ids(first).at(-1)!;
    const rest = await who.call('GET', `/api/participant/{id}/events?after=${last}`);
    expect(names(rest)).toEqual(['e100', 'e101', 'e102', 'e103', 'e104']);

    const small = await who.call('GET', '/api/participant/{id}/events?limit=2');
    expect(names(small)).toEqual(['e0', 'e1']);
    const next = await who.call('GET', `/api/participant/{id}/events?limit=2&after=${ids(small)[1]}`);
    expect(names(next)).toEqual(['e2', 'e3']);
    // Filters and pages together: the events named e1 are one.
    expect(names(await who.call('GET', `/api/participant/{id}/events?event=e1&after=${ids(small)[0]}`))).toEqual([
      'e1',
    ]);
  });

  it('refuses a page larger than the most, or a limit under 1', async () => {
    for (const limit of [EVENTS_PAGE_SIZE + 1, 0]) {
      const res = await p.call('GET', `/api/participant/{id}/events?limit=${limit}`);
      expect(res.statusCode, String(limit)).toBe(400);
      expect(res.json()).toHaveProperty('limit');
    }
  });
});
