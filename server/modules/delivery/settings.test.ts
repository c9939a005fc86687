import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_MAIL_FROM,
  deliveryRefusal,
  deliverySettingsFrom,
  DeliverySettingError,
  smsSettingsFrom,
  smtpSettingsFrom,
  undeliveredNotice,
} from './settings';

const SMS = {
  REGISTRY_SMS_URL: 'https://api.twilio.com/2010-04-01/',
  REGISTRY_SMS_ACCOUNT_SID: 'AC123',
  REGISTRY_SMS_AUTH_TOKEN: 'token',
  REGISTRY_SMS_FROM: '+15005550006',
};
const MAIL = { REGISTRY_SMTP_URL: 'smtp://relay.example.org', REGISTRY_MAIL_FROM: 'Registry <registry@example.org>' };

describe('REGISTRY_SMTP_URL', () => {
  it('smtp:// requires STARTTLS on port 587 unless ?tls=none', () => {
    expect(smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtp://relay.example.org' })).toMatchObject({
      host: 'relay.example.org',
      port: 587,
      secure: false,
      requireTls: true,
    });
    expect(smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtp://localhost:25?tls=none' })).toMatchObject({
      port: 25,
      requireTls: false,
      secure: false,
    });
  });

  it('smtps:// is TLS from the start, on 465', () => {
    expect(smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtps://relay.example.org' })).toMatchObject({
      port: 465,
      secure: true,
      requireTls: false,
    });
  });

  it('takes the user and password from the URL or apart, and never shows the password', () => {
    const inUrl = smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtp://me%40x.org:p%3Ass@relay.example.org:2525' })!;
    expect(inUrl).toMatchObject({ user: 'me@x.org', password: 'p:ss', port: 2525 });
    expect(inUrl.display).toBe('smtp://me%40x.org@relay.example.org:2525');
    expect(
      smtpSettingsFrom({
        REGISTRY_SMTP_URL: 'smtp://relay.example.org',
        REGISTRY_SMTP_USER: 'u',
        REGISTRY_SMTP_PASSWORD: 'p',
      }),
    ).toMatchObject({ user: 'u', password: 'p' });
  });

  it('reads a certificate authority to trust', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ca-')), 'ca.pem');
    writeFileSync(file, 'PEM');
    expect(smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtp://r.example.org', REGISTRY_SMTP_CA_FILE: file })!.ca).toEqual(
      Buffer.from('PEM'),
    );
    expect(() =>
      smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtp://r.example.org', REGISTRY_SMTP_CA_FILE: '/no/such.pem' }),
    ).toThrow(/REGISTRY_SMTP_CA_FILE \(\/no\/such\.pem\) cannot be read: ENOENT/);
  });

  it.each([
    ['http://relay.example.org', /must start with smtp:\/\/ or smtps:\/\//],
    ['relay.example.org', /not a URL/],
    ['smtp://relay.example.org?tls=off', /one option, \?tls=none/],
    ['smtps://relay.example.org?tls=none', /one option, \?tls=none/],
    ['smtp://relay.example.org?pool=9', /one option/],
  ])('refuses %s, naming the variable', (url, reason) => {
    expect(() => smtpSettingsFrom({ REGISTRY_SMTP_URL: url })).toThrow(DeliverySettingError);
    expect(() => smtpSettingsFrom({ REGISTRY_SMTP_URL: url })).toThrow(reason);
  });

  it('refuses a password without a user', () => {
    expect(() => smtpSettingsFrom({ REGISTRY_SMTP_URL: 'smtp://r.example.org', REGISTRY_SMTP_PASSWORD: 'p' })).toThrow(
      /REGISTRY_SMTP_PASSWORD is set without a user/,
    );
  });
});

describe('REGISTRY_SMS_URL', () => {
  it('takes the API base, the account and a sender', () => {
    expect(smsSettingsFrom(SMS)).toEqual({
      url: 'https://api.twilio.com/2010-04-01',
      accountSid: 'AC123',
      authToken: 'token',
      from: '+15005550006',
    });
    const { REGISTRY_SMS_FROM: _, ...noFrom } = SMS;
    expect(smsSettingsFrom({ ...noFrom, REGISTRY_SMS_MESSAGING_SERVICE_SID: 'MG1' })).toMatchObject({
      messagingServiceSid: 'MG1',
    });
  });

  it('speaks in clear only to a relay on this machine', () => {
    expect(smsSettingsFrom({ ...SMS, REGISTRY_SMS_URL: 'http://127.0.0.1:9000/2010-04-01' })?.url).toBe(
      'http://127.0.0.1:9000/2010-04-01',
    );
    expect(() => smsSettingsFrom({ ...SMS, REGISTRY_SMS_URL: 'http://sms.example.org' })).toThrow(/must be https:\/\//);
  });

  it.each([
    ['REGISTRY_SMS_ACCOUNT_SID', /REGISTRY_SMS_ACCOUNT_SID must be set too/],
    ['REGISTRY_SMS_AUTH_TOKEN', /REGISTRY_SMS_AUTH_TOKEN must be set too/],
    ['REGISTRY_SMS_FROM', /REGISTRY_SMS_FROM \(a number\) or REGISTRY_SMS_MESSAGING_SERVICE_SID/],
  ])('names %s when it is missing', (name, reason) => {
    expect(() => smsSettingsFrom({ ...SMS, [name]: '' })).toThrow(reason);
  });

  it('refuses a sender that is not an E.164 number', () => {
    expect(() => smsSettingsFrom({ ...SMS, REGISTRY_SMS_FROM: '555-0100' })).toThrow(/E\.164/);
  });
});

describe('what the start requires', () => {
  it('outside development, refuses to start without a transport, naming each setting', () => {
    const none = deliverySettingsFrom({}, 'prod');
    expect(deliveryRefusal(none, 'prod')).toMatch(
      /^The registry did not start: messages could not be delivered\. Set REGISTRY_SMTP_URL .*REGISTRY_SMS_URL .*REGISTRY_DELIVERY=off\.$/,
    );
    const mailOnly = deliverySettingsFrom(MAIL, 'staging');
    expect(deliveryRefusal(mailOnly, 'staging')).toMatch(/Set REGISTRY_SMS_URL/);
    expect(deliveryRefusal(mailOnly, 'staging')).not.toMatch(/REGISTRY_SMTP_URL/);
    expect(deliveryRefusal(deliverySettingsFrom({ ...MAIL, ...SMS }, 'prod'), 'prod')).toBeUndefined();
  });

  it('starts without them when REGISTRY_DELIVERY=off, and says once what will not go out', () => {
    const off = deliverySettingsFrom({ REGISTRY_DELIVERY: 'off', ...MAIL }, 'qa');
    expect(deliveryRefusal(off, 'qa')).toBeUndefined();
    expect(undeliveredNotice(off, 'qa')).toBe(
      'Messages that will not be sent: the text-message consent confirmation, text reminders (no REGISTRY_SMS_URL). (REGISTRY_DELIVERY=off)',
    );
    expect(undeliveredNotice(deliverySettingsFrom({ ...MAIL, ...SMS }, 'qa'), 'qa')).toBeUndefined();
  });

  it('development starts without transports (its outbox keeps the messages)', () => {
    const dev = deliverySettingsFrom({}, 'development');
    expect(deliveryRefusal(dev, 'development')).toBeUndefined();
    expect(dev.mailFrom).toBe(DEVELOPMENT_MAIL_FROM);
  });

  it('needs a sender with SMTP outside development, and checks the addresses', () => {
    expect(() => deliverySettingsFrom({ REGISTRY_SMTP_URL: 'smtp://r.example.org' }, 'prod')).toThrow(
      /REGISTRY_MAIL_FROM .* must be set too/,
    );
    expect(() => deliverySettingsFrom({ ...MAIL, REGISTRY_MAIL_FROM: 'not an address' }, 'prod')).toThrow(
      /REGISTRY_MAIL_FROM must be an address/,
    );
    expect(() => deliverySettingsFrom({ ...MAIL, REGISTRY_MAIL_REPLY_TO: 'nope' }, 'prod')).toThrow(
      /REGISTRY_MAIL_REPLY_TO/,
    );
    expect(deliverySettingsFrom({ ...MAIL, REGISTRY_MAIL_REPLY_TO: 'help@example.org' }, 'prod').replyTo).toBe(
      'help@example.org',
    );
  });

  it('refuses a REGISTRY_DELIVERY it does not know', () => {
    expect(() => deliverySettingsFrom({ REGISTRY_DELIVERY: 'no' }, 'prod')).toThrow(/REGISTRY_DELIVERY takes "off"/);
  });
});
