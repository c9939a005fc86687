import { describe, expect, it } from 'vitest';
import { addParticipant, addStudy, giveStudy, onDay, PUBLIC_URL, sceneForFile } from '../../testing/reminder-scene';

// Who a reminder goes to, how and in which words: never about a completed or closed study, never to
// a withdrawn or deactivated account; a missed study recorded when its study closes, and told once;
// a child's reminders to the parent (naming the child) until the hand-off, to the child after it;
// each participant's language; each channel only as its switches allow.

const scene = sceneForFile();

const arrivalsAt = (at: Date, ...to: string[]) => scene.arrivalsAt(at, ...to);

describe('no reminder', () => {
  it('about a study completed or closed, or to an account withdrawn or deactivated', async () => {
    await addStudy(scene, 100, { title: 'Open Study' });
    await addStudy(scene, 101, { title: 'Closed Study', status: 'closed' });
    const completed = await addParticipant(scene, 'completed@example.com');
    const closed = await addParticipant(scene, 'closed@example.com');
    const withdrawn = await addParticipant(scene, 'withdrawn@example.com', { accountStatus: 'withdrawn' });
    const deactivated = await addParticipant(scene, 'deactivated@example.com', { accountStatus: 'deactivated' });
    const control = await addParticipant(scene, 'control@example.com');
    const idle = { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) };
    await giveStudy(scene, completed.id, 100, { ...idle, status: 60 });
    await giveStudy(scene, closed.id, 101, idle);
    for (const p of [withdrawn, deactivated, control]) await giveStudy(scene, p.id, 100, idle);
    await scene.reset();
    const emails = [completed, closed, withdrawn, deactivated, control].map((p) => p.email);
    for (const day of [9, 16, 30]) {
      const { mails } = await arrivalsAt(onDay(day, 10), ...emails);
      expect(mails.map((m) => m.to[0])).toEqual(['control@example.com']);
    }
  });
});

describe('a study that closes', () => {
  it('records a missed study for each participant who had not finished it, and tells each once', async () => {
    await addStudy(scene, 110, { title: 'Exercise Survey' });
    const started = await addParticipant(scene, 'missed-started@example.com');
    const untouched = await addParticipant(scene, 'missed-untouched@example.com');
    const done = await addParticipant(scene, 'missed-done@example.com');
    const ineligible = await addParticipant(scene, 'missed-ineligible@example.com');
    await giveStudy(scene, started.id, 110, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(14, 9) });
    await giveStudy(scene, untouched.id, 110, { assignedAt: onDay(2, 9) });
    await giveStudy(scene, done.id, 110, { assignedAt: onDay(2, 9), status: 60, lastSaveAt: onDay(14, 9) });
    const no = await giveStudy(scene, ineligible.id, 110, {
      assignedAt: onDay(2, 9),
      status: 5,
      lastSaveAt: onDay(14, 9),
    });
    await scene.t.db.query('update user_studies set is_eligible = false where id = $1', [no]);
    // Closed by the definition loaded on day 15 at 8:00 (its row's updated_at): seen by the next run.
    await scene.t.db.query(`update studies set status = 'closed', updated_at = $2 where id = $1`, [110, onDay(15, 8)]);
    await scene.reset();

    const all = [started, untouched, done, ineligible].map((p) => p.email);
    const first = await arrivalsAt(onDay(15, 10), ...all);
    expect(first.mails.map((m) => [m.to[0], m.mail.subject]).sort()).toEqual([
      ['missed-started@example.com', 'A study has closed: Exercise Survey'],
      ['missed-untouched@example.com', 'A study has closed: Exercise Survey'],
    ]);
    expect(first.mails[0].mail.text).toContain(
      `Exercise Survey closed before you finished it. Thank you for your time.\nNew studies open from time to time, and your dashboard shows them: ${PUBLIC_URL}/dashboard`,
    );
    // The one started was one of theirs; the one never started, a new study.
    const footer = (email: string) => first.mails.find((m) => m.to[0] === email)!.mail.text;
    expect(footer(started.email)).toContain('emails about studies you have started are on');
    expect(footer(untouched.email)).toContain('emails about new studies and research opportunities are on');

    const missed = await scene.t.db.query<{ participant_id: number; notified: boolean; notified_at: Date }>(
      `select participant_id, notified, notified_at from missed_studies where study_id = 110 order by participant_id`,
    );
    expect(missed).toEqual([
      { participant_id: started.id, notified: true, notified_at: onDay(15, 10) },
      { participant_id: untouched.id, notified: true, notified_at: onDay(15, 10) },
    ]);
    const listed = await scene.t.app.inject({
      method: 'GET',
      url: `/api/participant/${started.id}/missed-opportunities`,
      headers: started.headers,
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        study_id: 110,
        title: 'Exercise Survey',
        notified: true,
        notified_at: onDay(15, 10).toISOString(),
      }),
    ]);
    expect((await arrivalsAt(onDay(16, 10), ...all)).mails).toEqual([]);
    expect((await scene.t.db.query('select 1 from missed_studies where study_id = 110')).length).toBe(2);
  });

  it('already closed when it was given (an archive) leaves nobody a missed study', async () => {
    await addStudy(scene, 111, { title: 'Archived Survey', status: 'closed' });
    await scene.t.db.query(`update studies set updated_at = $2 where id = $1`, [111, onDay(20, 8)]);
    const p = await addParticipant(scene, 'archive@example.com');
    await giveStudy(scene, p.id, 111, { assignedAt: onDay(20, 9) });
    await scene.reset();
    expect((await arrivalsAt(onDay(20, 10), p.email)).mails).toEqual([]);
    expect(await scene.t.db.query('select 1 from missed_studies where study_id = 111')).toEqual([]);
  });
});

describe('a child’s account', () => {
  it('has its reminders read by the parent, naming the child, until the hand-off; then by the child', async () => {
    await addStudy(scene, 120, { title: 'Teen Sleep' });
    const parent = await addParticipant(scene, 'parent@example.com', {
      firstName: 'Maria',
      child: 'Sam',
      phone: '+15551230120',
    });
    await giveStudy(scene, parent.id, 120, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
    await scene.reset();
    const before = await arrivalsAt(onDay(9, 10), 'parent@example.com', '+15551230120');
    expect(before.mails.map((m) => m.to)).toEqual([['parent@example.com']]);
    expect(before.mails[0].mail.text).toContain(
      'Dear Maria, you started Teen Sleep for Sam, and no answer has been saved for 7 days.',
    );
    expect(before.texts[0].body).toContain('You started Teen Sleep for Sam and have not answered for 7 days.');

    // The hand-off: the account's address, names and phone become the child's, re-consent done.
    await scene.t.db.query(
      `update participants set email = 'sam@example.com', first_name = 'Sam', child_email = 'sam@example.com',
         phone = '+15551230121' where id = $1`,
      [parent.id],
    );
    await scene.t.db.query(
      `insert into achievements (participant_id, code, title) values ($1, 'reconsent', 'Re-consent')`,
      [parent.id],
    );
    const after = await arrivalsAt(
      onDay(16, 10),
      'parent@example.com',
      'sam@example.com',
      '+15551230120',
      '+15551230121',
    );
    expect(after.mails.map((m) => m.to)).toEqual([['sam@example.com']]);
    expect(after.mails[0].mail.text).toContain(
      'Dear Sam, you started Teen Sleep, and no answer has been saved for 14 days.',
    );
    expect(after.texts.map((t) => [t.to, t.body.split(' Continue at')[0]])).toEqual([
      ['+15551230121', 'T1D Research Registry: You started Teen Sleep and have not answered for 14 days.'],
    ]);
  });

  it('gets nothing while the hand-off is under way (the parent must pass it on, the child re-consent)', async () => {
    await addStudy(scene, 121, { title: 'Handing Over' });
    const p = await addParticipant(scene, 'handing@example.com', { child: 'Lee' });
    await giveStudy(scene, p.id, 121, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
    await scene.t.db.query(`update participants set state = 'reconsent_pending' where id = $1`, [p.id]);
    await scene.reset();
    expect((await arrivalsAt(onDay(9, 10), p.email)).mails).toEqual([]);
  });
});

describe('the participant’s language', () => {
  it('is the language of each message, its study title and its links', async () => {
    await addStudy(scene, 130, { title: 'Sleep and Glucose', spanishTitle: 'Sueño y glucosa' });
    const p = await addParticipant(scene, 'es@example.com', {
      firstName: 'Lucía',
      language: 'es',
      phone: '+15551230130',
    });
    const child = await addParticipant(scene, 'es-parent@example.com', {
      firstName: 'Ana',
      language: 'es',
      child: 'Mateo',
    });
    const us = await giveStudy(scene, p.id, 130, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
    await giveStudy(scene, child.id, 130, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
    await scene.reset();
    const { mails, texts } = await arrivalsAt(onDay(9, 10), p.email, child.email, '+15551230130');
    const mine = mails.find((m) => m.to[0] === p.email)!;
    expect(mine.mail.subject).toBe('Siga donde lo dejó: Sueño y glucosa');
    expect(mine.mail.headers.get('content-language')).toBe('es');
    const page = `${PUBLIC_URL}/survey/study/130/user-study/${us}/user/${p.id}?lang=es`;
    expect(mine.mail.text).toContain(
      `Hola, Lucía: usted empezó Sueño y glucosa, pero no se guardó ninguna respuesta en 7 días. Las respuestas que ya dio están guardadas.\nSiga aquí: ${page}`,
    );
    expect(mine.mail.text).toMatch(
      /Recibe este correo porque tiene activados los correos sobre estudios que ya empezó en su perfil del registro\. Para no recibirlos más, abra https:\/\/registry\.example\.org\/email-off\?token=[\w.-]+&lang=es/,
    );
    expect(mails.find((m) => m.to[0] === child.email)!.mail.text).toContain(
      'Hola, Ana: usted empezó Sueño y glucosa para Mateo, pero no se guardó ninguna respuesta en 7 días.',
    );
    expect(texts[0].body).toMatch(
      /^T1D Research Registry: Usted empezó Sueño y glucosa y no contestó en 7 días\. Siga en \S+\?lang=es\nResponda STOP para no recibir más mensajes de texto, o abra https:\/\/registry\.example\.org\/sms-off\?token=[\w-]+&lang=es$/,
    );
  });
});

describe('the channels', () => {
  it('follow the topic’s switches, the study’s e-mail switch, the SMS consent, the phone and the opt-out', async () => {
    await addStudy(scene, 140, { title: 'Channel Study' });
    let numbers = 1400;
    const set = async (email: string, sql: string) => {
      const p = await addParticipant(scene, email, { phone: `+155512${(numbers += 1)}` });
      const us = await giveStudy(scene, p.id, 140, { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) });
      if (sql) await scene.t.db.query(sql, [p.id, us]);
      const phone = (
        await scene.t.db.query<{ phone: string | null }>('select phone from participants where id = $1', [p.id])
      )[0].phone;
      return { ...p, phone };
    };
    const topic = (path: string) =>
      `update notification_settings set settings = jsonb_set(settings, '${path}', 'false') where participant_id = $1 and $2::int > 0`;
    const both = await set('ch-both@example.com', '');
    const noEmail = await set('ch-no-email@example.com', topic('{reminders_ongoing_studies,email_on}'));
    const noSms = await set('ch-no-sms@example.com', topic('{reminders_ongoing_studies,sms_on}'));
    const studyOff = await set(
      'ch-study-off@example.com',
      'update user_studies set email_notifications = false where id = $2 and $1::int > 0',
    );
    const noConsent = await set(
      'ch-no-consent@example.com',
      `update participants set sms_consent = 'skipped' where id = $1 and $2::int > 0`,
    );
    const badPhone = await set(
      'ch-bad-phone@example.com',
      `update participants set phone = '+1555' where id = $1 and $2::int > 0`,
    );
    const optedOut = await set(
      'ch-opted-out@example.com',
      'update notification_settings set sms_opted_out = true where participant_id = $1 and $2::int > 0',
    );
    const none = await set(
      'ch-none@example.com',
      `update notification_settings set settings = jsonb_set(jsonb_set(settings, '{reminders_ongoing_studies,sms_on}', 'false'),
         '{reminders_ongoing_studies,email_on}', 'false') where participant_id = $1 and $2::int > 0`,
    );
    const people = [both, noEmail, noSms, studyOff, noConsent, badPhone, optedOut, none];
    await scene.reset();
    const { mails, texts } = await arrivalsAt(onDay(9, 10), ...people.flatMap((p) => [p.email, p.phone ?? '']));
    const got = people.map((p) => [
      p.email.replace(/^ch-|@example\.com$/g, ''),
      mails.some((m) => m.to[0] === p.email) ? 'email' : '-',
      texts.some((t) => t.to === p.phone) ? 'sms' : '-',
    ]);
    expect(got).toEqual([
      ['both', 'email', 'sms'],
      ['no-email', '-', 'sms'],
      ['no-sms', 'email', '-'],
      ['study-off', '-', 'sms'],
      ['no-consent', 'email', '-'],
      ['bad-phone', 'email', '-'],
      ['opted-out', 'email', '-'],
      ['none', '-', '-'],
    ]);
    // With every channel off, the reminder is set aside: nothing is sent for it later either.
    const [aside] = await scene.t.db.query<{ status: string }>(
      'select status from reminders where participant_id = $1',
      [none.id],
    );
    expect(aside.status).toBe('set_aside');
    await scene.t.db.query(
      `update notification_settings set settings = jsonb_set(settings, '{reminders_ongoing_studies,email_on}', 'true') where participant_id = $1`,
      [none.id],
    );
    expect((await arrivalsAt(onDay(10, 10), none.email)).mails).toEqual([]);
  });
});
