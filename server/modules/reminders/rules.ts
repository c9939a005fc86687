import type { NotificationSettings } from '@contract';
import type { ReminderKind, ReminderTopic } from '../../lib/reminder-texts';
import { isFullPhoneNumber } from '../../lib/phone';
import { stateTimeZone } from '../../lib/us-states';

// When a reminder is due, and whether it may go now: pure functions of the clock, the participant
// and what was already decided (docs/decisions.md, "Reminders"). The scheduler (run.ts) reads the
// database and writes the outcome; every rule is here.

export type { ReminderKind, ReminderTopic };
export type Channel = 'email' | 'sms';

/** The rules' timings: the spec's (DECISIONS §15), changed only here. */
export const REMINDER_TIMINGS = {
  /** An ongoing study without a saved answer for this many days is reminded of, at each step, then never again. */
  idleDays: [7, 14, 28] as const,
  /** A started study is reminded of this many days before it closes. */
  closingSoonDays: 7,
  /** A reminder that could not go out within this many days of its moment is let go: it would be stale. */
  lapseDays: 7,
  /** Reminders go out between these hours of the participant's own clock (from 9:00, until 20:00). */
  fromHour: 9,
  untilHour: 20,
  /** Whose profile names no zone, and whose state is unknown. */
  fallbackZone: 'America/New_York',
};

const DAY_MS = 86_400_000;

/** Which reminder goes first when several are due on one day (the rest wait for the next). */
const PRIORITY: readonly ReminderKind[] = ['closing', 'ongoing', 'annual', 'new_study', 'missed'];

/** A reminder due to one participant. */
export interface Occasion {
  /** Unique per participant: the ledger's key, so each reminder is decided once. */
  key: string;
  kind: ReminderKind;
  topic: ReminderTopic;
  userStudyId: number;
  studyId: number;
  dueAt: Date;
  /** An idle study's step: the days without a saved answer. */
  days?: number;
  missedId?: number;
  /** The study's e-mail switch on its intro page. */
  studyEmails: boolean;
  researchOpportunity: boolean;
}

/** A row of the scheduler's query: a study in a state that may call for a reminder. */
export interface DueRow {
  kind: ReminderKind;
  user_study_id: number;
  study_id: number;
  study_type: string;
  /** The user study's progress (0 not started, 2–59 in progress, 60 completed). */
  us_status: number;
  email_notifications: boolean;
  /**
   * The reminder's reference moment: a new study's or annual questionnaire's opening for the
   * participant, an ongoing study's last save, the close date, a missed study's closing.
   */
  at: Date;
  missed_id: number | null;
}

const days = (n: number) => n * DAY_MS;

/** The occasion a row stands for at `now`, or undefined when none is due (not yet, or lapsed). */
export function occasionOf(row: DueRow, now: Date): Occasion | undefined {
  const t = REMINDER_TIMINGS;
  const base = {
    userStudyId: row.user_study_id,
    studyId: row.study_id,
    studyEmails: row.email_notifications,
    researchOpportunity: row.study_type === 'promotional_study',
  };
  const at = new Date(row.at).getTime();
  const fresh = (due: number) => due <= now.getTime() && now.getTime() - due < days(t.lapseDays);
  switch (row.kind) {
    case 'new_study':
    case 'annual':
      if (!fresh(at)) return undefined;
      return { ...base, key: `${row.kind}:${row.user_study_id}`, kind: row.kind, topic: NEW, dueAt: new Date(at) };
    case 'ongoing': {
      // The latest step reached since the last save: an earlier one not sent is not sent late.
      const step = [...t.idleDays].reverse().find((d) => at + days(d) <= now.getTime());
      if (step === undefined || !fresh(at + days(step))) return undefined;
      const key = `ongoing:${row.user_study_id}:${Math.floor(at / 1000)}:${step}`;
      return { ...base, key, kind: 'ongoing', topic: ONGOING, dueAt: new Date(at + days(step)), days: step };
    }
    case 'closing': {
      const due = at - days(t.closingSoonDays);
      if (due > now.getTime() || at <= now.getTime()) return undefined;
      const key = `closing:${row.user_study_id}:${Math.floor(at / 1000)}`;
      return { ...base, key, kind: 'closing', topic: ONGOING, dueAt: new Date(due) };
    }
    case 'missed':
      if (!fresh(at) || row.missed_id === null) return undefined;
      return {
        ...base,
        key: `missed:${row.missed_id}`,
        kind: 'missed',
        // A study the participant had started is one of theirs; one never started was a new one.
        topic: row.us_status >= 2 ? ONGOING : NEW,
        dueAt: new Date(at),
        missedId: row.missed_id,
      };
  }
}

const NEW: ReminderTopic = 'reminders_new_ro_and_studies';
const ONGOING: ReminderTopic = 'reminders_ongoing_studies';

const zoneWorks = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The participant's time zone: their profile's, else their state's main one, else New York. */
export function zoneOf(p: { timezone: string | null; country_state: string | null }): string {
  if (p.timezone && zoneWorks(p.timezone)) return p.timezone;
  return (p.country_state && stateTimeZone(p.country_state)) || REMINDER_TIMINGS.fallbackZone;
}

/** The calendar day (YYYY-MM-DD) and hour (0–23) at `at` on a clock in `zone`. */
export function localClock(at: Date, zone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** What a reminder may go by: what its topic's switches, the study's e-mail switch and the SMS consent allow. */
export interface Reader {
  settings: NotificationSettings;
  smsConsent: 'accepted' | 'skipped' | null;
  phone: string | null;
}

export function channelsFor(reader: Reader, occasion: Pick<Occasion, 'topic' | 'studyEmails'>): Channel[] {
  const topic = reader.settings[occasion.topic];
  const channels: Channel[] = [];
  if (topic.email_on && occasion.studyEmails) channels.push('email');
  if (
    topic.sms_on &&
    reader.smsConsent === 'accepted' &&
    !!reader.phone &&
    isFullPhoneNumber(reader.phone) &&
    !reader.settings.sms_opted_out
  )
    channels.push('sms');
  return channels;
}

/** The run's decision for one participant. */
export type Plan =
  | { wait: 'quiet hours' | 'one a day'; localDay: string }
  | {
      localDay: string;
      send?: { occasion: Occasion; channels: Channel[] };
      /** Decided without a message: every channel off, or covered by the reminder sent about the same study. */
      setAside: Occasion[];
    };

/**
 * Whether one of the participant's due reminders goes now: only between 9:00 and 20:00 on their
 * clock, at most one on their calendar day (`sentDays`: the days one went out). The first by
 * priority that some channel allows goes; those no channel allows are set aside on the way; other
 * due reminders about the same study are set aside with it; the rest wait for another day.
 */
export function planFor(
  now: Date,
  zone: string,
  reader: Reader,
  due: readonly Occasion[],
  sentDays: ReadonlySet<string>,
): Plan {
  const { day, hour } = localClock(now, zone);
  if (hour < REMINDER_TIMINGS.fromHour || hour >= REMINDER_TIMINGS.untilHour)
    return { wait: 'quiet hours', localDay: day };
  if (sentDays.has(day)) return { wait: 'one a day', localDay: day };
  const ordered = [...due].sort(
    (a, b) => PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind) || a.dueAt.getTime() - b.dueAt.getTime(),
  );
  const setAside: Occasion[] = [];
  for (const occasion of ordered) {
    const channels = channelsFor(reader, occasion);
    if (channels.length === 0) {
      setAside.push(occasion);
      continue;
    }
    const covered = ordered.filter((o) => o !== occasion && o.userStudyId === occasion.userStudyId);
    return { localDay: day, send: { occasion, channels }, setAside: [...new Set([...setAside, ...covered])] };
  }
  return { localDay: day, setAside };
}
