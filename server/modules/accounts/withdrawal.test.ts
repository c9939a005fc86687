import { describe, expect, it } from 'vitest';
import { addParticipant, addStudy, giveStudy, onDay, sceneForFile } from '../../testing/reminder-scene';
import { STRONG_PASSWORD } from '../../testing/test-app';
import { WITHDRAWN_SIGN_IN } from '../session/service';
import { WITHDRAWN_NOT_SENT } from './service';

// What a withdrawal does to the data (README, "Withdrawal"; the FAQ's data answer): the account can
// no longer sign in, every message still waiting for it is cancelled and no reminder is ever sent,
// its record is no longer changed, and the audit trail records the withdrawal with its reasons.

const scene = sceneForFile();

describe('after a withdrawal', () => {
  it('the account cannot sign in, its waiting messages are cancelled, no reminder goes, nothing changes, and the trail says why', async () => {
    await addStudy(scene, 100, { title: 'Open Study' });
    const leaving = await addParticipant(scene, 'leaving@example.com');
    const staying = await addParticipant(scene, 'staying@example.com');
    const idle = { assignedAt: onDay(2, 9), status: 5, lastSaveAt: onDay(2, 9) };
    const userStudy = await giveStudy(scene, leaving.id, 100, idle);
    await giveStudy(scene, staying.id, 100, idle);
    await scene.reset();
    const { app, db } = scene.t;

    // A reset link waiting for its next try (a relay that refused it once) when the participant withdraws.
    await app.inject({ method: 'POST', url: '/api/registry/reset_password', payload: { email: leaving.email } });
    await scene.reset();
    await db.query(
      `update outbox set status = 'pending', sealed = 'sealed link', next_attempt_at = now() + interval '1 hour'
        where participant_id = $1 and kind = 'password_reset'`,
      [leaving.id],
    );
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/api/registry/participant-withdraw/${leaving.id}`,
      headers: leaving.headers,
      payload: { have_data_privacy_concerns: true, other: true, reason: 'No time this year' },
    });
    expect(withdrawn.statusCode).toBe(200);

    // Cancelled: recorded as not sent, its link erased; the confirmation of the withdrawal goes.
    const messages = await db.query<{ kind: string; status: string; last_error: string | null; sealed: string | null }>(
      `select kind, status, last_error, sealed from outbox where participant_id = $1 and kind <> 'welcome' order by id`,
      [leaving.id],
    );
    expect(messages).toEqual([
      { kind: 'password_reset', status: 'dead', last_error: WITHDRAWN_NOT_SENT, sealed: null },
      expect.objectContaining({ kind: 'withdrawal_confirmation' }),
    ]);
    await scene.reset();

    // No sign-in, with the password or its old token.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: leaving.email, password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ detail: WITHDRAWN_SIGN_IN });

    // Its record no longer changes: the old token writes nothing.
    const before = await db.query('select * from participants where id = $1', [leaving.id]);
    const answersBefore = await db.query('select * from answers where user_study_id = $1 order by id', [userStudy]);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${leaving.id}`,
      headers: leaving.headers,
      payload: { first_name: 'Changed' },
    });
    expect(edit.statusCode).toBe(401);
    const save = await app.inject({
      method: 'POST',
      url: `/api/participants/${leaving.id}/user-studies/${userStudy}/questions/201/answers`,
      headers: leaving.headers,
      payload: [{ question: 201, question_option: 2001, value: '4' }],
    });
    expect(save.statusCode).toBe(401);

    // No reminder, on any of the days one was due, while the other participant gets theirs.
    for (const day of [9, 16, 30]) {
      const { mails } = await scene.arrivalsAt(onDay(day, 10), leaving.email, staying.email);
      expect(mails.map((m) => m.to[0])).toEqual(['staying@example.com']);
    }
    expect(await db.query('select 1 from reminders where participant_id = $1', [leaving.id])).toEqual([]);
    // The other participant's reminders are in the trail as the registry's own doing, outside any request.
    const reminders = await db.query<{ actor: string; request_id: string | null }>(
      `select actor, request_id from audit_events
        where participant_id = $1 and action = 'message_queued' and detail->>'kind' like 'reminder%'`,
      [staying.id],
    );
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((r) => r.actor === 'registry' && r.request_id === null)).toBe(true);
    expect(await db.query('select * from participants where id = $1', [leaving.id])).toEqual(before);
    expect(await db.query('select * from answers where user_study_id = $1 order by id', [userStudy])).toEqual(
      answersBefore,
    );

    // The trail: the withdrawal with its reasons, then the refused sign-in.
    const trail = await db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where participant_id = $1 and action in ('account_state_changed', 'sign_in')
        order by id`,
      [leaving.id],
    );
    expect(trail.slice(-2)).toEqual([
      {
        action: 'account_state_changed',
        detail: {
          field: 'account_status',
          before: 'active',
          after: 'withdrawn',
          reasons: { have_data_privacy_concerns: true, other: true, reason: 'No time this year' },
        },
      },
      { action: 'sign_in', detail: { step: 'password', outcome: 'refused' } },
    ]);
  });
});
