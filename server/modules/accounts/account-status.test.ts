import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { notSentBecause, runAccountCommand } from './account-status';

// A deactivation (spec 000 §3, a status the registry's staff set): the account stops signing in,
// its tokens end, its waiting messages are cancelled, and the audit trail records the registry's move.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registry/login',
    payload: { email, password: STRONG_PASSWORD },
    remoteAddress: '10.70.0.1',
  });

const statusTrail = (id: number) =>
  t.db.query<{ actor: string; request_id: string | null; detail: Record<string, unknown> }>(
    `select actor, request_id, detail from audit_events where participant_id = $1 and action = 'account_state_changed' order by id`,
    [id],
  );

const account = (...args: string[]) => runAccountCommand(t.db, ['status', ...args]);

describe('an account deactivated by the registry', () => {
  it('cannot sign in or use its tokens, has nothing waiting to go, and is in the trail; reactivated, it signs in', async () => {
    const email = 'deactivated@example.com';
    const me = await signUp(t.app, email);
    // A message waiting for its next try when the account is deactivated.
    await t.db.query(
      `update outbox set status = 'pending', next_attempt_at = now() + interval '1 hour' where participant_id = $1`,
      [me.id],
    );
    expect(await account('--participant', String(me.id), '--to', 'deactivated')).toEqual({
      code: 0,
      out: `Participant ${me.id}: active → deactivated.\n`,
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: me.headers })).statusCode).toBe(401);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    const waiting = await t.db.query<{ status: string; last_error: string }>(
      'select status, last_error from outbox where participant_id = $1',
      [me.id],
    );
    expect(waiting).toEqual([{ status: 'dead', last_error: notSentBecause('deactivated') }]);
    expect(await statusTrail(me.id)).toEqual([
      {
        actor: 'registry',
        request_id: null,
        detail: { field: 'account_status', before: 'active', after: 'deactivated', by: 'registry staff' },
      },
    ]);

    expect((await account('--participant', String(me.id), '--to', 'active')).code).toBe(0);
    expect((await login(email)).statusCode).toBe(200);
    expect((await statusTrail(me.id)).map((r) => r.detail.after)).toEqual(['deactivated', 'active']);
  });

  it('moves only as the status allows, and records nothing it refused', async () => {
    const me = await signUp(t.app, 'status-moves@example.com');
    const id = String(me.id);
    expect((await account('--participant', id, '--to', 'active')).code).toBe(1);
    expect((await account('--participant', id, '--to', 'withdrawn')).code).toBe(0);
    expect(await account('--participant', id, '--to', 'active')).toEqual({
      code: 1,
      out: 'The account is withdrawn; it can move to no other status.\n',
    });
    expect((await statusTrail(me.id)).map((r) => r.detail.after)).toEqual(['withdrawn']);
    expect((await account('--participant', '999999', '--to', 'deactivated')).code).toBe(1);
    expect((await account('--participant', id, '--to', 'gone')).code).toBe(2);
    expect((await runAccountCommand(t.db, ['delete'])).code).toBe(2);
  });
});
