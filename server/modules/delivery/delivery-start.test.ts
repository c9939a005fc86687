import { describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase } from '../../testing/test-app';
import { smtpEnv, startTestSmtp } from '../../testing/test-smtp';

// Outside development a server that could not deliver a kind of message does not start, unless
// told on purpose (REGISTRY_DELIVERY=off); then it says which messages will not go out.

const prod = { REGISTRY_ENVIRONMENT: 'prod', REGISTRY_PUBLIC_URL: 'https://registry.example.org' };

describe('the start and delivery', () => {
  it('refuses to start in prod without transports, naming the settings', async () => {
    const db = await freshDatabase();
    try {
      const start = createTestApp({ db, devOutbox: false, env: prod });
      await expect(start).rejects.toThrow(
        /^The registry did not start: messages could not be delivered\. Set REGISTRY_SMTP_URL/,
      );
      await expect(createTestApp({ db, devOutbox: false, env: prod })).rejects.toThrow(/REGISTRY_SMS_URL/);
    } finally {
      await db.close();
    }
  });

  it('refuses a wrong setting, naming it', async () => {
    const db = await freshDatabase();
    try {
      await expect(
        createTestApp({
          db,
          devOutbox: false,
          env: { ...prod, REGISTRY_DELIVERY: 'off', REGISTRY_SMTP_URL: 'mailto:x@y.org' },
        }),
      ).rejects.toThrow(/REGISTRY_SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    } finally {
      await db.close();
    }
  });

  it('starts with REGISTRY_DELIVERY=off and says what will not go out; such a message is recorded, never sent', async () => {
    const smtp = await startTestSmtp();
    const t = await createTestApp({
      devOutbox: false,
      env: { ...prod, ...smtpEnv(smtp), REGISTRY_DELIVERY: 'off' },
      deliveryPollMs: 50,
    });
    try {
      expect(t.app.deliveryNotice).toBe(
        'Messages that will not be sent: the text-message consent confirmation, text reminders (no REGISTRY_SMS_URL). (REGISTRY_DELIVERY=off)',
      );
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/registry/signup',
        payload: {
          first_name: 'Ola',
          last_name: 'Off',
          email: 'off@example.org',
          password: 'Str0ng-Passw0rd!',
          profile_type: 'adult',
        },
      });
      const me = signup.json() as { id: number; access_token: string };
      await t.app.inject({
        method: 'POST',
        url: `/api/registry/participant/${me.id}/sms_consent`,
        headers: { authorization: `JWT ${me.access_token}` },
        payload: { status: 'accepted', phone: '+16175550190' },
      });
      await smtp.waitFor(1);
      const [text] = await t.db.query<Record<string, unknown>>(`select * from outbox where channel = 'sms'`);
      expect(text).toMatchObject({ status: 'dead', sealed: null, link: null, attempts: 0 });
      expect(text.last_error).toBe('not sent: no transport for sms (REGISTRY_SMS_URL)');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
