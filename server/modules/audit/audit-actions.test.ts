import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { CORE, join, startStudyApp, throughConsent } from '../../testing/study-test-kit';

// Every action on the record writes its audit row, with the actor, the subject and the request's id.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

interface Row {
  action: string;
  actor: string;
  participant_id: number | null;
  user_study_id: number | null;
  consent_id: number | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

const trail = (participantId: number, action?: string) =>
  t.db.query<Row>(
    `select action, actor, participant_id, user_study_id, consent_id, request_id, detail from audit_events
      where participant_id = $1 and ($2::text is null or action = $2) order by id`,
    [participantId, action ?? null],
  );

const login = (email: string, password: string, remoteAddress = '10.60.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/registry/login', payload: { email, password }, remoteAddress });

describe('the audit row of', () => {
  it('an answer stored: the question, each option, the value before and after, and the request', async () => {
    const p = await join(t.app);
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    const first = await p.save(CORE, 1001, [[100101, 'true']]);
    const second = await p.save(CORE, 1001, [[100102, 'true']]);
    expect(second.statusCode).toBe(200);
    const rows = await trail(p.id, 'answer_stored');
    const us = await p.us(CORE);
    expect(rows).toEqual([
      {
        action: 'answer_stored',
        actor: 'participant',
        participant_id: p.id,
        user_study_id: us,
        consent_id: null,
        request_id: first.headers['x-request-id'],
        detail: { question: 1001, procedure: 'screening', changes: [{ option: 100101, before: null, after: 'true' }] },
      },
      expect.objectContaining({
        request_id: second.headers['x-request-id'],
        detail: {
          question: 1001,
          procedure: 'screening',
          changes: [
            { option: 100101, before: 'true', after: null },
            { option: 100102, before: null, after: 'true' },
          ],
        },
      }),
    ]);
  });

  it('a procedure submitted, and a consent signed with its text, language and re-authentication', async () => {
    const p = await join(t.app);
    await throughConsent(p);
    const us = await p.us(CORE);
    const submitted = await trail(p.id, 'procedure_submitted');
    expect(submitted.map((r) => r.detail.procedure)).toEqual(['intro', 'screening', 'consent']);
    expect(submitted[1]).toMatchObject({ user_study_id: us, detail: { eligible: true } });
    const signed = await trail(p.id, 'consent_signed');
    expect(signed.length).toBeGreaterThan(0);
    const [reauth] = await t.db.query<{ id: number }>(
      "select id from consent_reauths where participant_id = $1 and outcome = 'confirmed'",
      [p.id],
    );
    const [consent] = await t.db.query<{ id: number; consent_id: number }>(
      'select id, consent_id from user_consents where user_study_id = $1 and signed_at is not null order by id limit 1',
      [us],
    );
    expect(signed[0]).toMatchObject({
      actor: 'participant',
      user_study_id: us,
      consent_id: consent.id,
      detail: {
        consent: consent.consent_id,
        language: 'en',
        text_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        reauth_id: reauth.id,
      },
    });
  });

  it('a profile field changed, before and after; a parent acting for a child', async () => {
    const me = await signUp(t.app, 'audit-profile@example.com');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}`,
      headers: me.headers,
      payload: { first_name: 'Tess', last_name: 'Person' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}/household-info`,
      headers: me.headers,
      payload: { city: 'Boston' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${me.id}/notification-settings`,
      headers: me.headers,
      payload: { newsletter: { email_on: false } },
    });
    const rows = await trail(me.id, 'profile_changed');
    expect(rows.map((r) => r.detail)).toEqual([
      { changes: { first_name: { before: 'Test', after: 'Tess' } } },
      { changes: { city: { before: null, after: 'Boston' } } },
      {
        notification_settings: {
          newsletter: { before: { email_on: true, sms_on: false }, after: { email_on: false, sms_on: false } },
        },
      },
    ]);
    expect(rows.every((r) => r.actor === 'participant')).toBe(true);

    const parent = await signUp(t.app, 'audit-parent@example.com', {
      profile_type: 'child',
      child_first_name: 'Kid',
      child_last_name: 'Doe',
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${parent.id}/child-info`,
      headers: parent.headers,
      payload: { child_first_name: 'Kiddo' },
    });
    expect(await trail(parent.id, 'profile_changed')).toEqual([
      expect.objectContaining({
        actor: 'parent',
        detail: { changes: { child_first_name: { before: 'Kid', after: 'Kiddo' } } },
      }),
    ]);
  });

  it('the text-message consent and a STOP by its link: the fields and the settings, and how', async () => {
    const me = await signUp(t.app, 'audit-sms@example.com');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${me.id}/sms_consent`,
      headers: me.headers,
      payload: { status: 'accepted', phone: '+16175550111' },
    });
    expect(accepted.statusCode).toBe(200);
    const link = (await outbox(t.app, '+16175550111')).find((m) => m.kind === 'sms_consent')!.link!;
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/registry/sms-off',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(off.statusCode).toBe(200);
    const rows = (await trail(me.id, 'profile_changed')).map((r) => r.detail);
    expect(rows).toEqual([
      { changes: { sms_consent: { before: null, after: 'accepted' }, phone: { before: null, after: '+16175550111' } } },
      expect.objectContaining({ by: 'sms consent' }),
      expect.objectContaining({
        by: 'text link',
        notification_settings: expect.objectContaining({ sms_opted_out: { before: false, after: true } }),
      }),
    ]);
  });

  it('a sign-in: ok, refused and locked', async () => {
    const email = 'audit-signin@example.com';
    const me = await signUp(t.app, email);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, 'Wrong-Passw0rd!')).statusCode).toBe(400);
    let status = 0;
    for (let i = 0; i < 15 && status !== 429; i += 1)
      status = (await login(email, 'Wrong-Passw0rd!', `10.61.0.${i}`)).statusCode;
    expect(status).toBe(429);
    const outcomes = (await trail(me.id, 'sign_in')).map((r) => `${r.detail.step}:${r.detail.outcome}`);
    expect(outcomes.slice(0, 3)).toEqual(['password:ok', 'password:ok', 'password:refused']);
    expect(outcomes.at(-1)).toBe('password:locked');
    // Tries at an address without an account name no one and are not recorded.
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from audit_events'))[0].n;
    await login('nobody-here@example.com', 'Wrong-Passw0rd!', '10.62.0.1');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from audit_events'))[0].n).toBe(before);
  });

  it('a password changed, and one reset by its link', async () => {
    const email = 'audit-password@example.com';
    const me = await signUp(t.app, email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/registry/change_password',
      headers: me.headers,
      payload: {
        old_password: STRONG_PASSWORD,
        new_password: 'New-Passw0rd!1',
        new_password_confirm: 'New-Passw0rd!1',
      },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/registry/reset_password', payload: { email } });
    const link = (await outbox(t.app, email)).find((m) => m.kind === 'password_reset')!.link!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/registry/create_new_password',
      payload: {
        token: new URL(link).searchParams.get('token'),
        new_password: 'Reset-Passw0rd!2',
        new_password_confirm: 'Reset-Passw0rd!2',
      },
    });
    expect(reset.statusCode).toBe(200);
    const rows = await trail(me.id);
    expect(rows.filter((r) => r.action.startsWith('password_')).map((r) => r.action)).toEqual([
      'password_changed',
      'password_reset',
    ]);
    // The reset link's message is recorded without its link.
    const queued = rows.filter((r) => r.action === 'message_queued').map((r) => r.detail);
    expect(queued).toEqual([
      expect.objectContaining({ kind: 'welcome', channel: 'email' }),
      expect.objectContaining({ kind: 'password_reset', channel: 'email' }),
    ]);
    expect(JSON.stringify(queued)).not.toContain('token');
  });

  it('the account state: the hand-off by the parent, the re-consent by the child, a withdrawal with its reasons', async () => {
    const parent = await signUp(t.app, 'audit-handoff@example.com', {
      profile_type: 'child',
      child_first_name: 'Kid',
      child_last_name: 'Doe',
    });
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const token = (await login('audit-handoff@example.com', STRONG_PASSWORD, '10.63.0.1')).json().token as string;
    const headers = { authorization: `JWT ${token}` };
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${parent.id}/reconsent/reassign_account`,
      headers,
      payload: { child_email: 'audit-kid@example.com' },
    });
    expect(handed.statusCode).toBe(200);
    const link = (await outbox(t.app, 'audit-kid@example.com')).find((m) => m.kind === 'child_handoff')!.link!;
    await t.app.inject({
      method: 'POST',
      url: '/api/registry/create_new_password',
      payload: {
        token: new URL(link).searchParams.get('token'),
        new_password: 'Kid-Passw0rd!',
        new_password_confirm: 'Kid-Passw0rd!',
      },
    });
    const childToken = (await login('audit-kid@example.com', 'Kid-Passw0rd!', '10.63.0.2')).json().token as string;
    const child = { authorization: `JWT ${childToken}` };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${parent.id}`,
      headers: child,
      payload: { first_name: 'Kid', last_name: 'Doe', reconsentStep1Finished: true },
    });
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant/${parent.id}/reconsent/complete`,
      headers: child,
    });
    expect(complete.statusCode).toBe(200);
    const after = { authorization: `JWT ${complete.json().new_jwt_token as string}` };
    expect(decodeJwt(complete.json().new_jwt_token as string).account_status).toBe('regular');
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant-withdraw/${parent.id}`,
      headers: after,
      payload: { receiving_too_many_emails: true, other: true, reason: 'Moving abroad' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await trail(parent.id, 'account_state_changed')).toEqual([
      expect.objectContaining({
        actor: 'parent',
        detail: { field: 'state', before: 'reconsent_pending', after: 'reconsent', because: 'hand-off to the child' },
      }),
      expect.objectContaining({
        actor: 'participant',
        detail: { field: 'state', before: 'reconsent', after: 'regular', because: 're-consent completed' },
      }),
      expect.objectContaining({
        actor: 'participant',
        request_id: withdrawn.headers['x-request-id'],
        detail: {
          field: 'account_status',
          before: 'active',
          after: 'withdrawn',
          reasons: { receiving_too_many_emails: true, other: true, reason: 'Moving abroad' },
        },
      }),
    ]);
  });

  it('a message queued: its kind and channel, never its code or link', async () => {
    const me = await signUp(t.app, 'audit-message@example.com');
    const [row] = await trail(me.id, 'message_queued');
    expect(row).toMatchObject({ actor: 'participant', detail: { kind: 'welcome', channel: 'email' } });
    expect(row.detail.message_id).toMatch(/^<.+@.+>$/);
    // No transport in tests: the message is recorded as not sent.
    expect(Object.keys(row.detail).sort()).toEqual(['channel', 'kind', 'message_id', 'status']);
  });
});
