import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@contract';
import { channelsFor, localClock, occasionOf, planFor, zoneOf, type DueRow, type Occasion, type Reader } from './rules';

// The reminder rules as pure functions of the clock (the scheduler's tests run them on a database).

const DAY = 86_400_000;
const T0 = Date.UTC(2030, 0, 10, 15); // 10:00 in New York
const at = (offsetDays: number) => new Date(T0 + offsetDays * DAY);

const row = (kind: DueRow['kind'], atDate: Date, over: Partial<DueRow> = {}): DueRow => ({
  kind,
  user_study_id: 7,
  study_id: 70,
  study_type: 'sub_study',
  us_status: 5,
  email_notifications: true,
  at: atDate,
  missed_id: kind === 'missed' ? 3 : null,
  ...over,
});

describe('occasionOf', () => {
  it('an idle study: the latest step reached since the last save, for a week after it; nothing after the 28 days’', () => {
    const idle = [6.99, 7, 13.9, 14, 20.9, 21, 27.9, 28, 34.9, 35, 60];
    const steps = idle.map((d) => occasionOf(row('ongoing', at(-d)), at(0))?.days);
    expect(steps).toEqual([undefined, 7, 7, 14, 14, undefined, undefined, 28, 28, undefined, undefined]);
    const o = occasionOf(row('ongoing', at(-15)), at(0))!;
    expect(o.key).toBe(`ongoing:7:${Math.floor(at(-15).getTime() / 1000)}:14`);
    expect(o.dueAt).toEqual(at(-1));
    expect(o.topic).toBe('reminders_ongoing_studies');
  });

  it('a new study or the annual questionnaire: from its moment, for a week', () => {
    expect(occasionOf(row('new_study', at(0.01)), at(0))).toBeUndefined();
    expect(occasionOf(row('new_study', at(0)), at(0))?.key).toBe('new_study:7');
    expect(occasionOf(row('annual', at(-6.9)), at(0))?.topic).toBe('reminders_new_ro_and_studies');
    expect(occasionOf(row('annual', at(-7)), at(0))).toBeUndefined();
    expect(occasionOf(row('new_study', at(0), { study_type: 'promotional_study' }), at(0))?.researchOpportunity).toBe(
      true,
    );
  });

  it('a study closing: in the 7 days before it closes', () => {
    expect(occasionOf(row('closing', at(7.01)), at(0))).toBeUndefined();
    expect(occasionOf(row('closing', at(7)), at(0))?.dueAt).toEqual(at(0));
    expect(occasionOf(row('closing', at(0.01)), at(0))?.kind).toBe('closing');
    expect(occasionOf(row('closing', at(0)), at(0))).toBeUndefined();
  });

  it('a missed study: its topic is the studies started when the participant had started it, else the new ones', () => {
    expect(occasionOf(row('missed', at(-1)), at(0))).toMatchObject({
      key: 'missed:3',
      topic: 'reminders_ongoing_studies',
    });
    expect(occasionOf(row('missed', at(-1), { us_status: 0 }), at(0))?.topic).toBe('reminders_new_ro_and_studies');
    expect(occasionOf(row('missed', at(-8)), at(0))).toBeUndefined();
  });
});

describe('zoneOf and localClock', () => {
  it('the profile’s zone, else the state’s main zone, else New York', () => {
    expect(zoneOf({ timezone: 'America/Denver', country_state: 'Florida' })).toBe('America/Denver');
    expect(zoneOf({ timezone: 'Not/AZone', country_state: 'Arizona' })).toBe('America/Phoenix');
    expect(zoneOf({ timezone: null, country_state: 'tx' })).toBe('America/Chicago');
    expect(zoneOf({ timezone: null, country_state: 'Atlantis' })).toBe('America/New_York');
    expect(zoneOf({ timezone: null, country_state: null })).toBe('America/New_York');
  });

  it('reads the day and hour on that clock, across midnight and daylight saving time', () => {
    expect(localClock(new Date(Date.UTC(2030, 0, 10, 4, 59)), 'America/New_York')).toEqual({
      day: '2030-01-09',
      hour: 23,
    });
    expect(localClock(new Date(Date.UTC(2030, 6, 10, 13)), 'America/New_York')).toEqual({ day: '2030-07-10', hour: 9 });
    expect(localClock(new Date(Date.UTC(2030, 0, 10, 9)), 'Pacific/Honolulu')).toEqual({ day: '2030-01-09', hour: 23 });
  });
});

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  reminders_new_ro_and_studies: { email_on: true, sms_on: true },
  reminders_ongoing_studies: { email_on: true, sms_on: true },
  newsletter: { email_on: true, sms_on: false },
  management_resources: { email_on: true, sms_on: false },
  sms_opted_out: false,
  ...over,
});
const reader = (over: Partial<Reader> = {}): Reader => ({
  settings: settings(),
  smsConsent: 'accepted',
  phone: '+15551234567',
  ...over,
});

describe('channelsFor', () => {
  const ongoing = { topic: 'reminders_ongoing_studies', studyEmails: true } as const;
  it('e-mail when the topic’s e-mail and the study’s switch are on; a text when consented, with a phone, not opted out', () => {
    expect(channelsFor(reader(), ongoing)).toEqual(['email', 'sms']);
    expect(channelsFor(reader(), { ...ongoing, studyEmails: false })).toEqual(['sms']);
    expect(channelsFor(reader({ smsConsent: 'skipped' }), ongoing)).toEqual(['email']);
    expect(channelsFor(reader({ phone: '+1555' }), ongoing)).toEqual(['email']);
    expect(channelsFor(reader({ phone: null }), ongoing)).toEqual(['email']);
    expect(channelsFor(reader({ settings: settings({ sms_opted_out: true }) }), ongoing)).toEqual(['email']);
    const off = settings({ reminders_ongoing_studies: { email_on: false, sms_on: false } });
    expect(channelsFor(reader({ settings: off }), ongoing)).toEqual([]);
    expect(channelsFor(reader({ settings: off }), { ...ongoing, topic: 'reminders_new_ro_and_studies' })).toEqual([
      'email',
      'sms',
    ]);
  });
});

describe('planFor', () => {
  const occasion = (kind: Occasion['kind'], userStudyId: number): Occasion => ({
    kind,
    key: `${kind}:${userStudyId}`,
    topic: kind === 'new_study' ? 'reminders_new_ro_and_studies' : 'reminders_ongoing_studies',
    userStudyId,
    studyId: userStudyId * 10,
    dueAt: at(0),
    studyEmails: true,
    researchOpportunity: false,
  });
  const ny = 'America/New_York';

  it('waits outside 9:00–20:00 on the participant’s clock, and once one went out that day', () => {
    const due = [occasion('ongoing', 1)];
    expect(planFor(new Date(Date.UTC(2030, 0, 10, 13, 59)), ny, reader(), due, new Set())).toEqual({
      wait: 'quiet hours',
      localDay: '2030-01-10',
    });
    expect(planFor(new Date(Date.UTC(2030, 0, 11, 1)), ny, reader(), due, new Set())).toMatchObject({
      wait: 'quiet hours',
    });
    expect(planFor(at(0), ny, reader(), due, new Set(['2030-01-10']))).toMatchObject({ wait: 'one a day' });
    expect(planFor(at(0), ny, reader(), due, new Set(['2030-01-09']))).toMatchObject({ send: { occasion: due[0] } });
  });

  it('sends the most pressing; sets aside those no channel allows, and the others about the same study', () => {
    const closing = occasion('closing', 1);
    const sameStudy = occasion('ongoing', 1);
    const other = occasion('new_study', 2);
    const missed = occasion('missed', 3);
    const plan = planFor(at(0), ny, reader(), [other, sameStudy, missed, closing], new Set());
    expect(plan).toEqual({
      localDay: '2030-01-10',
      send: { occasion: closing, channels: ['email', 'sms'] },
      setAside: [sameStudy],
    });

    const ongoingOff = settings({ reminders_ongoing_studies: { email_on: false, sms_on: false } });
    const next = planFor(at(0), ny, reader({ settings: ongoingOff }), [other, sameStudy, closing], new Set());
    expect(next).toEqual({
      localDay: '2030-01-10',
      send: { occasion: other, channels: ['email', 'sms'] },
      setAside: [closing, sameStudy],
    });
    const allOff = settings({
      reminders_ongoing_studies: { email_on: false, sms_on: false },
      reminders_new_ro_and_studies: { email_on: false, sms_on: false },
    });
    expect(planFor(at(0), ny, reader({ settings: allOff }), [other, closing], new Set())).toEqual({
      localDay: '2030-01-10',
      setAside: [closing, other],
    });
  });
});
