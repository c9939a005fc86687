import { afterAll, beforeAll } from 'vitest';
import type { ReminderRunSummary } from '../context';
import { FIXTURE_DEFINITION } from './studies-fixture';
import { createTestApp, signUp, type TestApp } from './test-app';
import { smsEnv, startTestSmsRelay, type RelayedText, type TestSmsRelay } from './test-sms-relay';
import { smtpEnv, startTestSmtp, type ArrivedMail, type TestSmtp } from './test-smtp';

// The scene of a reminder test: the server with its scheduler (no runs of its own: the test runs
// it at the moments it chooses), a real SMTP server and SMS relay in this process, and helpers that
// place participants and their studies on a fixed timeline (January 2030), so a test moves the
// clock instead of waiting.

export const PUBLIC_URL = 'https://registry.example.org';

export interface ReminderScene {
  t: TestApp;
  smtp: TestSmtp;
  relay: TestSmsRelay;
  /** One scheduler run at `at`; then waits until every message it queued is sent (or dead). */
  run(at: Date): Promise<ReminderRunSummary>;
  /** The e-mails and texts that reached the relays since the last call. */
  take(): { mails: ArrivedMail[]; texts: RelayedText[] };
  /** Waits until every queued message is sent, and forgets what arrived (the welcome e-mails of a scene). */
  reset(): Promise<void>;
  /** One run at `at`; the e-mails and texts it sent to these addresses and numbers. */
  arrivalsAt(at: Date, ...to: string[]): Promise<{ mails: ArrivedMail[]; texts: RelayedText[] }>;
  close(): Promise<void>;
}

export async function startReminderScene(env: Record<string, string> = {}): Promise<ReminderScene> {
  const smtp = await startTestSmtp();
  const relay = await startTestSmsRelay();
  const t = await createTestApp({
    devOutbox: false,
    publicUrl: PUBLIC_URL,
    env: { ...smtpEnv(smtp), ...smsEnv(relay), ...env },
    deliveryPollMs: 20,
    deliveryRetry: { baseMs: 100, maxMs: 200, windowMs: 60_000 },
  });
  let seen = { mails: 0, texts: 0 };
  const settled = async () => {
    const until = Date.now() + 10_000;
    while ((await t.db.query(`select 1 from outbox where status in ('pending', 'sending')`)).length > 0) {
      if (Date.now() > until) throw new Error('messages still waiting to be sent');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const scene: ReminderScene = {
    t,
    smtp,
    relay,
    async run(at) {
      const summary = await t.app.reminders.runOnce(at);
      await settled();
      return summary;
    },
    async arrivalsAt(at, ...to) {
      await scene.run(at);
      const { mails, texts } = scene.take();
      return {
        mails: mails.filter((m) => to.some((a) => m.to.includes(a))),
        texts: texts.filter((m) => to.includes(m.to)),
      };
    },
    async reset() {
      await settled();
      scene.take();
    },
    take() {
      const mails = smtp.arrived.slice(seen.mails);
      const texts = relay.received.slice(seen.texts);
      seen = { mails: smtp.arrived.length, texts: relay.received.length };
      return { mails, texts };
    },
    async close() {
      await t.close();
      await smtp.close();
      await relay.close();
    },
  };
  return scene;
}

/** The test file's scene: started before its tests, closed after them (read it inside a test). */
export function sceneForFile(env: Record<string, string> = {}): ReminderScene {
  let scene: ReminderScene | undefined;
  beforeAll(async () => {
    scene = await startReminderScene(env);
  });
  afterAll(() => scene?.close());
  return new Proxy({} as ReminderScene, {
    get: (_target, key) => {
      if (!scene) throw new Error('the scene is read before the file’s tests started');
      return scene[key as keyof ReminderScene];
    },
  });
}

/** The offset of `zone` from UTC at `t`, in minutes. */
function offsetMinutes(t: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(t);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - t) / 60_000;
}

/** The moment a clock in `zone` shows `hour`:`minute` on January `day`, 2030 (days past 31 run on). */
export function onDay(day: number, hour: number, zone = 'America/New_York', minute = 0): Date {
  const wall = Date.UTC(2030, 0, day, hour, minute);
  let t = wall;
  for (let i = 0; i < 3; i++) t = wall - offsetMinutes(t, zone) * 60_000;
  return new Date(t);
}

export interface SceneParticipant {
  id: number;
  email: string;
  headers: Record<string, string>;
}

export interface ParticipantOptions {
  firstName?: string;
  language?: 'en' | 'es';
  timezone?: string | null;
  state?: string | null;
  /** A phone with the SMS consent accepted: text reminders on (as the consent switches them on). */
  phone?: string;
  /** A child's account: the parent's names, and the child's first name. */
  child?: string;
  /** The child's account was handed over and re-consent completed (the child reads now). */
  handedOff?: boolean;
  accountStatus?: 'active' | 'withdrawn' | 'deactivated';
  /** When the account was created (default January 1, 2030, noon UTC). */
  registeredAt?: Date;
}

/** A participant registered through the API, then placed on the timeline. */
export async function addParticipant(
  scene: ReminderScene,
  email: string,
  o: ParticipantOptions = {},
): Promise<SceneParticipant> {
  const db = scene.t.db;
  const extra = o.child
    ? { profile_type: 'child', child_first_name: o.child, child_last_name: 'Rivera' }
    : { profile_type: 'adult' };
  const p = await signUp(scene.t.app, email, { first_name: o.firstName ?? 'Alex', ...extra });
  await db.query(
    `update participants set created_at = $2, preferred_language = $3, timezone = $4, country_state = $5, phone = $6,
       sms_consent = $7, account_status = $8 where id = $1`,
    [
      p.id,
      o.registeredAt ?? new Date(Date.UTC(2030, 0, 1, 12)),
      o.language ?? 'en',
      o.timezone === undefined ? 'America/New_York' : o.timezone,
      o.state ?? null,
      o.phone ?? null,
      o.phone ? 'accepted' : null,
      o.accountStatus ?? 'active',
    ],
  );
  if (o.phone)
    await db.query(
      `update notification_settings set settings = jsonb_set(jsonb_set(settings,
         '{reminders_new_ro_and_studies,sms_on}', 'true'), '{reminders_ongoing_studies,sms_on}', 'true')
        where participant_id = $1`,
      [p.id],
    );
  if (o.handedOff)
    await db.query(`insert into achievements (participant_id, code, title) values ($1, 'reconsent', 'Re-consent')`, [
      p.id,
    ]);
  // The studies the account started with were assigned at registration: placed on the timeline too.
  await db.query('update user_studies set created_at = $2 where participant_id = $1', [
    p.id,
    o.registeredAt ?? new Date(Date.UTC(2030, 0, 1, 12)),
  ]);
  return { id: p.id, email, headers: p.headers };
}

export interface StudyOptions {
  type?: 'core_study' | 'annual_questionnaire' | 'promotional_study' | 'sub_study';
  title?: string;
  spanishTitle?: string;
  status?: 'active' | 'closed' | 'inactive';
  closedAt?: Date | null;
  launchOn?: Date | null;
}

/** A study given to nobody by itself (assign_to none): each test hands it out with `giveStudy`. */
export async function addStudy(scene: ReminderScene, id: number, o: StudyOptions = {}): Promise<void> {
  const title = o.title ?? `Study ${id}`;
  const study = { id, study_type: o.type ?? 'sub_study', title, status: o.status ?? 'active', assign_to: 'none' };
  const translations = o.spanishTitle ? { es: { study: { [id]: { title: o.spanishTitle } } } } : undefined;
  await scene.t.db.query(
    `insert into studies (id, study_type, title, status, assign_to, approximate_complete_time, closed_at, launch_on,
       definition, updated_at)
     values ($1, $2, $3, $4, 'none', '5 minutes', $5, $6, $7, $8)`,
    [
      id,
      study.study_type,
      title,
      study.status,
      o.closedAt ?? null,
      o.launchOn ?? null,
      JSON.stringify({ study, ...FIXTURE_DEFINITION, ...(translations ? { translations } : {}) }),
      new Date(Date.UTC(2029, 11, 1)),
    ],
  );
}

export interface Progress {
  /** When the study was given to the participant. */
  assignedAt: Date;
  /** 0 not started, 2–59 in progress, 60 completed. */
  status?: number;
  /** When the participant last saved an answer (an in-progress study). */
  lastSaveAt?: Date;
}

/** Gives a participant a user study of a study, at a point of progress; answers its id. */
export async function giveStudy(scene: ReminderScene, participantId: number, studyId: number, p: Progress) {
  const status = p.status ?? 0;
  const dashboard = status === 0 ? 'not_started' : status >= 60 ? 'completed' : 'in_progress';
  const [row] = await scene.t.db.query<{ id: number }>(
    `insert into user_studies (participant_id, study_id, status, dashboard_status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) returning id`,
    [participantId, studyId, status, dashboard, p.assignedAt],
  );
  if (p.lastSaveAt)
    await scene.t.db.query(
      `insert into answers (user_study_id, question_id, question_option_id, value, widget, created_at, updated_at)
       values ($1, 201, 2001, '3', 'numerical', $2, $2)`,
      [row.id, p.lastSaveAt],
    );
  return row.id;
}
