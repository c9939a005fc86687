import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { selfSignedCertificate } from './self-signed-certificate';
import { freePort } from './free-port';

// A real SMTP server in the test's process (the smtp-server package: STARTTLS with a throwaway
// certificate, AUTH PLAIN/LOGIN), reading what arrives with mailparser. It can be stopped and
// started again on its port, answer slowly, or refuse messages with a status of the test's choice.

export interface ArrivedMail {
  /** The envelope's recipients, as the relay saw them. */
  to: string[];
  mail: ParsedMail;
  raw: string;
}

export type SmtpBehaviour =
  | { kind: 'accept' }
  /** Answers DATA with this status (e.g. 550 or 451). */
  | { kind: 'refuse'; code: number; message: string }
  /** Waits this long before answering each step of a connection. */
  | { kind: 'slow'; delayMs: number };

export interface TestSmtp {
  /** REGISTRY_SMTP_URL for it (smtp:// with user and password: STARTTLS is required). */
  url: string;
  /** REGISTRY_SMTP_CA_FILE: the certificate it presents. */
  caFile: string;
  port: number;
  arrived: ArrivedMail[];
  /** Connections opened to it so far. */
  readonly connections: number;
  behaviour: SmtpBehaviour;
  /** Resolves once `count` messages have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ArrivedMail[]>;
  /** Stops listening and drops every open connection (the relay is down). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_SMTP_USER = 'registry';
export const TEST_SMTP_PASSWORD = 'smtp-test-password';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startTestSmtp(): Promise<TestSmtp> {
  const dir = mkdtempSync(join(tmpdir(), 'registry-smtp-'));
  const certificate = selfSignedCertificate(dir);
  if (!certificate) throw new Error('the test SMTP server needs the openssl command for its certificate');
  const port = await freePort();
  const arrived: ArrivedMail[] = [];
  const waiters = new Set<() => void>();
  const state: { behaviour: SmtpBehaviour; connections: number } = { behaviour: { kind: 'accept' }, connections: 0 };
  const slow = async () => {
    if (state.behaviour.kind === 'slow') await sleep(state.behaviour.delayMs);
  };

  const options: SMTPServerOptions = {
    secure: false,
    key: readFileSync(certificate.keyPath),
    cert: Buffer.from(certificate.cert),
    authMethods: ['PLAIN', 'LOGIN'],
    closeTimeout: 100,
    logger: false,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      state.connections += 1;
      void slow().then(() => callback());
    },
    onAuth(auth, _session, callback) {
      if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, session, callback) {
      // STARTTLS is required of the registry: a message over a plain connection is a failure of the test.
      if (!session.secure)
        return callback(Object.assign(new Error('Must issue STARTTLS first'), { responseCode: 530 }));
      void slow().then(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (async () => {
          await slow();
          const behaviour = state.behaviour;
          if (behaviour.kind === 'refuse')
            return callback(Object.assign(new Error(behaviour.message), { responseCode: behaviour.code }));
          const raw = Buffer.concat(chunks).toString('utf8');
          arrived.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: await simpleParser(raw), raw });
          for (const wake of waiters) wake();
          callback(null, `OK: queued as ${arrived.length}`);
        })();
      });
    },
  };

  let server = new SMTPServer(options);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();

  return {
    url: `smtp://${TEST_SMTP_USER}:${TEST_SMTP_PASSWORD}@127.0.0.1:${port}`,
    caFile: certificate.certPath,
    port,
    arrived,
    get connections() {
      return state.connections;
    },
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b: SmtpBehaviour) {
      state.behaviour = b;
    },
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (arrived.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(arrived.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${arrived.length} of ${count} messages arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = new SMTPServer(options);
      await listen();
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The delivery settings a server needs to send through it. */
export const smtpEnv = (smtp: TestSmtp): Record<string, string> => ({
  REGISTRY_SMTP_URL: smtp.url,
  REGISTRY_SMTP_CA_FILE: smtp.caFile,
  REGISTRY_MAIL_FROM: 'T1D Research Registry <registry@registry.example.org>',
  REGISTRY_MAIL_REPLY_TO: 'help@registry.example.org',
});
