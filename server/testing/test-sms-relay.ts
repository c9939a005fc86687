import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// An SMS relay on loopback that speaks Twilio's Messages API: POST
// /2010-04-01/Accounts/{sid}/Messages.json, Basic authentication with the account's id and token,
// form-encoded To, From or MessagingServiceSid, and Body; 201 with the message's sid. It records
// what it accepted and can answer 429 (with Retry-After) to a number of requests first.

export const TEST_SMS_ACCOUNT = 'AC0000000000000000000000000000test';
export const TEST_SMS_TOKEN = 'sms-test-token';
export const TEST_SMS_FROM = '+15005550006';

export interface RelayedText {
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
  sid: string;
}

export interface TestSmsRelay {
  /** REGISTRY_SMS_URL for it. */
  url: string;
  received: RelayedText[];
  /** Every request, accepted or not: its status. */
  answered: number[];
  /** The next `count` requests get 429 with `Retry-After: seconds`. */
  busyFor(count: number, seconds?: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<RelayedText[]>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => resolve(body));
  });

export async function startTestSmsRelay(): Promise<TestSmsRelay> {
  const received: RelayedText[] = [];
  const answered: number[] = [];
  let busy = { count: 0, seconds: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${TEST_SMS_ACCOUNT}:${TEST_SMS_TOKEN}`).toString('base64')}`;
  const server = createServer((req, res) => {
    void (async () => {
      const answer = (status: number, json: object, headers: Record<string, string> = {}) => {
        answered.push(status);
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
      };
      const body = new URLSearchParams(await readBody(req));
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${TEST_SMS_ACCOUNT}/Messages.json`)
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      if (req.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate' });
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return answer(400, { code: 21000, message: 'Expected a form' });
      if (busy.count > 0) {
        busy.count -= 1;
        return answer(429, { code: 20429, message: 'Too Many Requests' }, { 'retry-after': String(busy.seconds) });
      }
      const to = body.get('To');
      const text = body.get('Body');
      if (!to || !/^\+[1-9]\d{6,14}$/.test(to))
        return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` });
      if (!text) return answer(400, { code: 21602, message: 'Message body is required.' });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      received.push({
        to,
        body: text,
        sid,
        ...(body.get('From') ? { from: body.get('From')! } : {}),
        ...(body.get('MessagingServiceSid') ? { messagingServiceSid: body.get('MessagingServiceSid')! } : {}),
      });
      return answer(201, { sid, status: 'queued', to, body: text });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01`,
    received,
    answered,
    busyFor(count, seconds = 1) {
      busy = { count, seconds };
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} texts arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The delivery settings a server needs to text through it. */
export const smsEnv = (relay: TestSmsRelay): Record<string, string> => ({
  REGISTRY_SMS_URL: relay.url,
  REGISTRY_SMS_ACCOUNT_SID: TEST_SMS_ACCOUNT,
  REGISTRY_SMS_AUTH_TOKEN: TEST_SMS_TOKEN,
  REGISTRY_SMS_FROM: TEST_SMS_FROM,
});
