import { describe, expect, it } from 'vitest';
import { addParticipant, addStudy, giveStudy, onDay, PUBLIC_URL, sceneForFile } from '../../testing/reminder-scene';

// When each reminder goes out, on a clock the test moves (January 2030): at its moment and once,
// never before, never twice; the 7/14/28-day steps of an idle study and then no more; the quiet
// hours in the participant's own zone; one reminder a day, the next waiting for the next day. What
// arrives is read at the test SMTP server and SMS relay.

const scene = sceneForFile();

/** Every reminder e-mail that reached `to` (the welcome of registration left out). */
const remindersTo = (to: string) =>
  scene.smtp.arrived.filter((m) => m.to.includes(to) && m.mail.subject !== 'Welcome to the registry');

/** Runs at each moment in turn; answers the subjects (or text lines) that arrived after each. */
async function subjectsAt(moments: Date[], to: string) {
  const out: string[][] = [];
  for (const at of moments) {
    await scene.run(at);
    out.push(
      scene
        .take()
        .mails.filter((m) => m.to.includes(to))
        .map((m) => m.mail.subject ?? ''),
    );
  }
  return out;
}

describe('an ongoing study without a saved answer', () => {
  it('is reminded of after 7, 14 and 28 days, each once, by e-mail and text, then never again', async () => {
    const p = await addParticipant(scene, 'idle@example.com', { firstName: 'Robin', phone: '+15551230001' });
    await addStudy(scene, 10, { title: 'Sleep and Glucose' });
    const us = await giveStudy(scene, p.id, 10, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 10) });
    await scene.reset();

    expect(await subjectsAt([onDay(9, 9, undefined, 59)], p.email)).toEqual([[]]);
    await scene.run(onDay(9, 10));
    const { mails, texts } = scene.take();
    expect(mails.map((m) => m.to)).toEqual([[p.email]]);
    const [mail] = mails;
    expect(mail.mail.subject).toBe('Pick up where you left off: Sleep and Glucose');
    const page = `${PUBLIC_URL}/survey/study/10/user-study/${us}/user/${p.id}`;
    expect(mail.mail.text).toContain(
      `Dear Robin, you started Sleep and Glucose, and no answer has been saved for 7 days. The answers you gave are kept.\nContinue here: ${page}`,
    );
    expect(mail.mail.text?.trimEnd()).toMatch(
      /You get this email because emails about studies you have started are on in your registry profile\. To stop them, open https:\/\/registry\.example\.org\/email-off\?token=u1\.\d+\.1\.[\w-]{27}$/,
    );
    expect(texts).toEqual([expect.objectContaining({ to: '+15551230001' })]);
    expect(texts[0].body).toMatch(
      new RegExp(
        `^T1D Research Registry: You started Sleep and Glucose and have not answered for 7 days\\. Continue at ${page.replace(/[.?]/g, '\\$&')}\\nReply STOP to stop texts, or open https://registry\\.example\\.org/sms-off\\?token=[\\w-]+$`,
      ),
    );

    // Once: the same day, the next day, and until the next step.
    expect(await subjectsAt([onDay(9, 15), onDay(10, 12), onDay(16, 9, undefined, 59)], p.email)).toEqual([[], [], []]);
    const later = await subjectsAt([onDay(16, 10), onDay(17, 10), onDay(30, 10), onDay(31, 10)], p.email);
    expect(later).toEqual([
      ['Pick up where you left off: Sleep and Glucose'],
      [],
      ['Pick up where you left off: Sleep and Glucose'],
      [],
    ]);
    // After the 28-day reminder, nothing more: a week, a month, two months on.
    expect(await subjectsAt([onDay(37, 10), onDay(45, 10), onDay(60, 10), onDay(90, 10)], p.email)).toEqual([
      [],
      [],
      [],
      [],
    ]);
    const steps = await scene.t.db.query<{ occasion: string }>(
      `select occasion from reminders where participant_id = $1 and status = 'sent' order by id`,
      [p.id],
    );
    expect(steps.map((s) => s.occasion.split(':').at(-1))).toEqual(['7', '14', '28']);
  });

  it('starts counting again from a new save', async () => {
    const p = await addParticipant(scene, 'saves-again@example.com');
    await addStudy(scene, 11, { title: 'Pump Use' });
    const us = await giveStudy(scene, p.id, 11, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 10) });
    await scene.reset();
    expect(await subjectsAt([onDay(9, 10)], p.email)).toEqual([['Pick up where you left off: Pump Use']]);
    // A save on day 12: its 7 days end on day 19, not at the 14 days of the earlier one.
    await scene.t.db.query('update answers set updated_at = $2 where user_study_id = $1', [us, onDay(12, 11)]);
    expect(await subjectsAt([onDay(16, 12), onDay(19, 10), onDay(19, 12)], p.email)).toEqual([
      [],
      [],
      ['Pick up where you left off: Pump Use'],
    ]);
  });
});

describe('the hours a reminder may go out', () => {
  it('are 9:00 to 20:00 on the participant’s own clock: their zone, else their state’s, else New York', async () => {
    await addStudy(scene, 20, { title: 'Quiet Hours' });
    const la = await addParticipant(scene, 'la@example.com', { timezone: 'America/Los_Angeles' });
    const hawaii = await addParticipant(scene, 'hawaii@example.com', { timezone: null, state: 'Hawaii' });
    const nowhere = await addParticipant(scene, 'nowhere@example.com', { timezone: null, state: null });
    for (const p of [la, hawaii, nowhere])
      await giveStudy(scene, p.id, 20, { assignedAt: onDay(2, 1, 'UTC'), status: 5, lastSaveAt: onDay(2, 2, 'UTC') });
    await scene.reset();
    const arrivals = async (at: Date) => {
      await scene.run(at);
      return scene
        .take()
        .mails.map((m) => m.to[0])
        .filter((to) => [la, hawaii, nowhere].some((p) => p.email === to))
        .sort();
    };
    // Day 9, 8:30 in New York: 5:30 in Los Angeles, 3:30 in Honolulu. Nobody yet.
    expect(await arrivals(onDay(9, 8, undefined, 30))).toEqual([]);
    // 9:00 in New York (the participant without zone or state): only them.
    expect(await arrivals(onDay(9, 9))).toEqual(['nowhere@example.com']);
    expect(await arrivals(onDay(9, 8, 'America/Los_Angeles', 59))).toEqual([]);
    expect(await arrivals(onDay(9, 9, 'America/Los_Angeles'))).toEqual(['la@example.com']);
    expect(await arrivals(onDay(9, 9, 'Pacific/Honolulu'))).toEqual(['hawaii@example.com']);
  });

  it('end at 20:00: a reminder due in the evening waits for the next morning', async () => {
    await addStudy(scene, 21, { title: 'Evening Study' });
    const p = await addParticipant(scene, 'evening@example.com');
    await giveStudy(scene, p.id, 21, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 19, undefined, 45) });
    await scene.reset();
    expect(
      await subjectsAt([onDay(9, 19, undefined, 44), onDay(9, 20), onDay(9, 23), onDay(10, 8, undefined, 59)], p.email),
    ).toEqual([[], [], [], []]);
    expect(await subjectsAt([onDay(10, 9)], p.email)).toEqual([['Pick up where you left off: Evening Study']]);
  });
});

describe('one reminder a day', () => {
  it('sends the most pressing, and the others on the following days', async () => {
    const p = await addParticipant(scene, 'busy@example.com');
    await addStudy(scene, 30, { title: 'Idle One' });
    await addStudy(scene, 31, { title: 'New One', type: 'promotional_study' });
    await addStudy(scene, 32, { title: 'Closing One', closedAt: new Date(Date.UTC(2030, 0, 16)) });
    await giveStudy(scene, p.id, 30, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
    await giveStudy(scene, p.id, 31, { assignedAt: onDay(8, 9) });
    await giveStudy(scene, p.id, 32, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(8, 9) });
    await scene.reset();
    const days = await subjectsAt([onDay(9, 10), onDay(9, 18), onDay(10, 10), onDay(10, 11), onDay(11, 10)], p.email);
    expect(days).toEqual([
      ['Closing One closes soon'],
      [],
      ['Pick up where you left off: Idle One'],
      [],
      ['A new research opportunity for you: New One'],
    ]);
  });
});

describe('a new study', () => {
  it('given after registration is announced once; one the account started with, or one already seen, is not', async () => {
    const p = await addParticipant(scene, 'newcomer@example.com');
    await addStudy(scene, 40, { title: 'Started With' });
    await addStudy(scene, 41, { title: 'Given Later' });
    await addStudy(scene, 42, { title: 'Seen Already' });
    await addStudy(scene, 43, { title: 'Launching Later', launchOn: new Date(Date.UTC(2030, 0, 12)) });
    await giveStudy(scene, p.id, 40, { assignedAt: new Date(Date.UTC(2030, 0, 1, 12)) });
    const us = await giveStudy(scene, p.id, 41, { assignedAt: onDay(5, 10) });
    const seen = await giveStudy(scene, p.id, 42, { assignedAt: onDay(6, 10) });
    await scene.t.db.query('update user_studies set viewed_at = $2 where id = $1', [seen, onDay(6, 10, undefined, 30)]);
    await giveStudy(scene, p.id, 43, { assignedAt: onDay(7, 10) });
    await scene.reset();

    expect(await subjectsAt([onDay(5, 9, undefined, 59), onDay(5, 10)], p.email)).toEqual([
      [],
      ['A new study for you: Given Later'],
    ]);
    const [mail] = scene.smtp.arrived.filter((m) => m.mail.subject === 'A new study for you: Given Later');
    expect(mail.mail.text).toContain(
      `Dear Alex, a new study is open to you in the registry: Given Later.\nRead about it and decide whether to take part: ${PUBLIC_URL}/survey/study/41/user-study/${us}/user/${p.id}`,
    );
    expect(mail.mail.text).toContain('emails about new studies and research opportunities are on');
    // Not again; the one seen and the one not launched stay quiet until its launch.
    expect(await subjectsAt([onDay(6, 12), onDay(7, 12), onDay(11, 12)], p.email)).toEqual([[], [], []]);
    expect(await subjectsAt([onDay(12, 10), onDay(13, 10)], p.email)).toEqual([
      ['A new study for you: Launching Later'],
      [],
    ]);
  });

  it('that waited more than a week is let go', async () => {
    const p = await addParticipant(scene, 'away@example.com', { accountStatus: 'deactivated' });
    await addStudy(scene, 44, { title: 'Stale News' });
    await giveStudy(scene, p.id, 44, { assignedAt: onDay(3, 10) });
    await scene.reset();
    await scene.run(onDay(4, 10));
    await scene.t.db.query(`update participants set account_status = 'active' where id = $1`, [p.id]);
    // Due on day 3 at 10:00: on day 10 at 9:00 it is still within its week, at 11:00 (the next one) no longer.
    expect(await subjectsAt([onDay(10, 9), onDay(11, 10)], p.email)).toEqual([['A new study for you: Stale News'], []]);
    const q = await addParticipant(scene, 'away-longer@example.com', { accountStatus: 'deactivated' });
    await giveStudy(scene, q.id, 44, { assignedAt: onDay(3, 10) });
    await scene.t.db.query(`update participants set account_status = 'active' where id = $1`, [q.id]);
    await scene.reset();
    expect(await subjectsAt([onDay(10, 11)], q.email)).toEqual([[]]);
  });
});

describe('the annual questionnaire', () => {
  it('is announced once its window opens for the participant, unless they have started it', async () => {
    const p = await addParticipant(scene, 'annual@example.com');
    const q = await addParticipant(scene, 'annual-started@example.com');
    await addStudy(scene, 50, {
      type: 'annual_questionnaire',
      title: 'Annual 2030',
      launchOn: new Date(Date.UTC(2030, 0, 15)),
    });
    await giveStudy(scene, p.id, 50, { assignedAt: onDay(3, 10) });
    await giveStudy(scene, q.id, 50, { assignedAt: onDay(3, 10), status: 2, lastSaveAt: onDay(14, 10) });
    await scene.reset();
    expect(await subjectsAt([onDay(10, 10), onDay(14, 23), onDay(15, 10), onDay(16, 10)], p.email)).toEqual([
      [],
      [],
      ['Your annual questionnaire is open'],
      [],
    ]);
    expect(remindersTo(q.email)).toEqual([]);
  });
});

describe('a study closing soon', () => {
  it('is reminded of 7 days before it closes, to those who started and have not finished it', async () => {
    const closes = new Date(Date.UTC(2030, 1, 1));
    await addStudy(scene, 60, { title: 'Closing Survey', closedAt: closes });
    const started = await addParticipant(scene, 'closing@example.com');
    const done = await addParticipant(scene, 'closing-done@example.com');
    const never = await addParticipant(scene, 'closing-never@example.com', { registeredAt: onDay(20, 9) });
    await giveStudy(scene, started.id, 60, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(24, 9) });
    await giveStudy(scene, done.id, 60, { assignedAt: onDay(2, 9), status: 60, lastSaveAt: onDay(24, 9) });
    await giveStudy(scene, never.id, 60, { assignedAt: onDay(20, 9) });
    await scene.reset();
    // Closes at midnight UTC on February 1: due at 19:00 on January 24 in New York.
    expect(await subjectsAt([onDay(24, 18), onDay(24, 19), onDay(25, 10)], started.email)).toEqual([
      [],
      ['Closing Survey closes soon'],
      [],
    ]);
    const [mail] = scene.smtp.arrived.filter((m) => m.mail.subject === 'Closing Survey closes soon');
    expect(mail.mail.text).toContain('Closing Survey closes on Feb 1, 2030, and you have not finished it yet.');
    expect([...remindersTo(done.email), ...remindersTo(never.email)]).toEqual([]);
  });
});
