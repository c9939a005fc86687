import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@contract';
import { WRONG_PASSWORD } from '../consents/service';
import { EMAIL_CHANGE_MESSAGES } from '../profile/service';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { ACCOUNT_LOCKED_MESSAGE, BAD_CREDENTIALS, RATE_LIMIT_MESSAGE, WRONG_OLD_PASSWORD } from './service';

// DECISIONS §3: every place that checks a password (sign-in, re-authentication, the password
// change, the e-mail change) counts in the same per-account and per-address limits, answers a
// locked account the same 429 whatever the password, and checks the password before anything
// that would tell a right one from a wrong one. A stolen session token must not become a way to
// guess the password outside the limit.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 10 });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUp>> & { email: string };
let serial = 0;
async function account(): Promise<Account> {
  const email = `door.${++serial}@example.com`;
  return { ...(await signUp(t.app, email)), email };
}

/** An address already used by another account: an e-mail change to it ends in 409 once the password is right. */
const TAKEN = 'door.taken@example.com';
const NEW_PASSWORD = 'N3w-Passw0rd!';

interface Door {
  name: string;
  /** One try with this password; a right one changes nothing, so the same account can try again. */
  attempt(who: Account, password: string, remoteAddress: string): Promise<LightMyRequestResponse>;
  wrong: { status: number; body: unknown };
  right: { status: number; body?: unknown };
}

/** A request from this address, as this participant when one is given. */
const send = (method: 'POST' | 'PATCH', url: string, payload: object, remoteAddress: string, who?: Account) =>
  t.app.inject({ method, url: `/api/registry${url}`, headers: who?.headers, payload, remoteAddress });

const doors: Door[] = [
  {
    name: 'sign-in',
    attempt: (who, password, ip) => send('POST', '/login', { email: who.email, password }, ip),
    wrong: { status: 400, body: { non_field_errors: [BAD_CREDENTIALS] } },
    right: { status: 200 },
  },
  {
    name: 're-authentication',
    attempt: (who, password, ip) => send('POST', '/reauth', { password }, ip, who),
    wrong: { status: 400, body: { password: [WRONG_PASSWORD] } },
    right: { status: 200 },
  },
  {
    // The new password is the right old one: refused as the same, after the old one was confirmed.
    name: 'password change',
    attempt: (who, password, ip) =>
      send(
        'POST',
        '/change_password',
        { old_password: password, new_password: STRONG_PASSWORD, new_password_confirm: STRONG_PASSWORD },
        ip,
        who,
      ),
    wrong: { status: 400, body: { old_password: [WRONG_OLD_PASSWORD] } },
    right: { status: 400, body: { new_password: [PASSWORD_MESSAGES.sameAsOld] } },
  },
  {
    name: 'e-mail change',
    attempt: (who, password, ip) =>
      send('PATCH', `/participant/${who.id}`, { email: TAKEN, current_password: password }, ip, who),
    wrong: { status: 400, body: { current_password: [EMAIL_CHANGE_MESSAGES.wrongPassword] } },
    right: { status: 409 },
  },
];

beforeAll(async () => {
  await signUp(t.app, TAKEN);
});

const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });
const locked = { status: 429, body: { detail: ACCOUNT_LOCKED_MESSAGE } };

describe.each(doors)('$name', (door) => {
  it('locks on the eleventh wrong try; then the right password gets the same 429, here and at sign-in', async () => {
    const who = await account();
    for (let i = 0; i < 10; i++)
      expect(answer(await door.attempt(who, `Wrong-Passw0rd-${i}`, `10.60.${serial}.${i + 1}`))).toEqual(door.wrong);
    expect(answer(await door.attempt(who, 'Wrong-Passw0rd-x', `10.61.${serial}.1`))).toEqual(locked);
    expect(answer(await door.attempt(who, STRONG_PASSWORD, `10.62.${serial}.1`))).toEqual(locked);
    expect(answer(await doors[0].attempt(who, STRONG_PASSWORD, `10.62.${serial}.2`))).toEqual(locked);
    // The try that locked it e-mailed the owner one unlock link.
    expect((await outbox(t.app, who.email)).filter((m) => m.kind === 'account_unlock')).toHaveLength(1);
  });

  it('counts a right password as a successful try, not a failure', async () => {
    const who = await account();
    for (let i = 0; i < 12; i++) {
      const res = await door.attempt(who, STRONG_PASSWORD, `10.63.${serial}.1`);
      expect(res.statusCode).toBe(door.right.status);
      if (door.right.body) expect(res.json()).toEqual(door.right.body);
    }
    expect(answer(await door.attempt(who, 'Wrong-Passw0rd-1', `10.63.${serial}.1`))).toEqual(door.wrong);
  });
});

describe('the per-address limit', () => {
  it('adds up wrong passwords from one address at every door, whichever accounts they were for', async () => {
    const address = '10.64.0.1';
    const accounts = await Promise.all(doors.map(() => account()));
    for (let i = 0; i < 10; i++) {
      const res = await doors[i % doors.length].attempt(accounts[i % doors.length], `Wrong-Passw0rd-${i}`, address);
      expect(res.statusCode).toBe(400);
    }
    // Ten failures from this address, none more than three for one account: right passwords of
    // other accounts are refused from it, at sign-in and at a signed-in door, and not from elsewhere.
    const other = await account();
    const byAddress = { status: 429, body: { detail: RATE_LIMIT_MESSAGE } };
    expect(answer(await doors[0].attempt(other, STRONG_PASSWORD, address))).toEqual(byAddress);
    expect(answer(await doors[3].attempt(other, STRONG_PASSWORD, address))).toEqual(byAddress);
    expect((await doors[0].attempt(other, STRONG_PASSWORD, '10.64.0.2')).statusCode).toBe(200);
  });
});

describe('answers that could tell a right password from a wrong one', () => {
  const change = (who: Account, old_password: string, new_password: string, ip: string) =>
    send('POST', '/change_password', { old_password, new_password, new_password_confirm: new_password }, ip, who);

  it('a password change with an invalid new password answers alike for a right and a wrong old one, and still counts', async () => {
    const who = await account();
    const right = await change(who, STRONG_PASSWORD, 'weak', '10.65.0.1');
    const wrong = await change(who, 'Wrong-Passw0rd-0', 'weak', '10.65.0.2');
    expect(answer(wrong)).toEqual(answer(right));
    expect(answer(right)).toEqual({ status: 400, body: { new_password: [PASSWORD_MESSAGES.rule] } });
    // The wrong old password was a failed try all the same: nine more lock the account.
    for (let i = 1; i < 10; i++)
      expect((await change(who, `Wrong-Passw0rd-${i}`, 'weak', '10.65.1.1')).statusCode).toBe(400);
    expect(answer(await change(who, STRONG_PASSWORD, 'weak', '10.65.2.1'))).toEqual(locked);
    expect(answer(await change(who, 'Wrong-Passw0rd-x', 'weak', '10.65.2.2'))).toEqual(locked);
    expect(answer(await change(who, STRONG_PASSWORD, NEW_PASSWORD, '10.65.2.3'))).toEqual(locked);
  });

  it('an e-mail change to a taken address reaches the 409 only with the right password, and a locked account answers 429 to both', async () => {
    const who = await account();
    const patch = (password: string, ip: string) => doors[3].attempt(who, password, ip);
    expect(answer(await patch('Wrong-Passw0rd-0', '10.66.0.1'))).toEqual(doors[3].wrong);
    expect((await patch(STRONG_PASSWORD, '10.66.0.1')).statusCode).toBe(409);
    for (let i = 1; i < 11; i++) await patch(`Wrong-Passw0rd-${i}`, `10.66.1.${i}`);
    expect(answer(await patch(STRONG_PASSWORD, '10.66.2.1'))).toEqual(locked);
    expect(answer(await patch('Wrong-Passw0rd-x', '10.66.2.2'))).toEqual(locked);
    const me = await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: who.headers });
    expect(me.json().email).toBe(who.email);
  });
});
