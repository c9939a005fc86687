import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pglite-database';
import { readStudyDefinitions } from '../modules/study/service';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { CORE, DEMO_STUDIES_DIR, join, type Participant } from '../testing/study-test-kit';
import { createTestApp, migratedTemplate } from '../testing/test-app';

// SIGTERM to a real `server/main.ts` process (on PGlite in a data folder) in the middle of a stream
// of answer saves: every save is either answered 2xx and stored, or answered otherwise (503) or
// not at all (connection refused) and not stored; none is stored unanswered. Readiness says no at
// once, and a request on a connection accepted before the stop, whether its headers or its body
// arrive after it, is served and stored (nginx would not send such a POST elsewhere).

const SECRET = 'test-secret-for-server-tests';
const STREAMS = 6;
const QUESTION = 1003;
const OPTION = 100301;

interface Stream {
  p: Participant;
  userStudyId: number;
  versionBefore: number;
  /** Each save: its value and what came back (a status, or none: the connection failed). */
  saves: Array<{ value: string; status?: number; sentAfterStop: boolean }>;
}

let dataDir: string;
let server: ServerProcess;
const streams: Stream[] = [];

/** A date `n` days after 2001-01-01: every save of a stream stores a value of its own. */
const dateValue = (n: number) => new Date(Date.UTC(2001, 0, 1 + n)).toISOString().slice(0, 10);
const saveBody = (value: string) => JSON.stringify([{ question: QUESTION, question_option: OPTION, value }]);
const savePath = (s: Stream) =>
  `/api/participants/${s.p.id}/user-studies/${s.userStudyId}/questions/${QUESTION}/answers`;

const readRow = async (db: Awaited<ReturnType<typeof openPgliteDatabase>>, userStudyId: number) => {
  const [row] = await db.query<{ version: number; value: string | null }>(
    `select us.version, a.value from user_studies us
       left join answers a on a.user_study_id = us.id and a.question_id = $2
      where us.id = $1`,
    [userStudyId, QUESTION],
  );
  return row;
};

beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'registry-shutdown-'));
  // The participants are set up in this process, on the folder the server process then opens.
  const db = await openPgliteDatabase(joinPath(dataDir, 'pgdata'), await migratedTemplate());
  const t = await createTestApp({
    db,
    jwtSecret: SECRET,
    studies: readStudyDefinitions(DEMO_STUDIES_DIR),
    seed: false,
  });
  for (let i = 0; i < STREAMS; i += 1) {
    const p = await join(t.app);
    expect((await p.submit(CORE, 'intro')).statusCode).toBe(200);
    const userStudyId = await p.us(CORE);
    streams.push({ p, userStudyId, versionBefore: (await readRow(db, userStudyId)).version, saves: [] });
  }
  await t.app.close();
  await db.close();
  server = await startServerProcess({ REGISTRY_DATA_DIR: dataDir, REGISTRY_JWT_SECRET: SECRET });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw HTTP/1.1 connection, to hold a request half-sent across the SIGTERM. */
function rawConnection(base: string) {
  const { hostname, port } = new URL(base);
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    write: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** The first response: its status and body (read up to the connection's close). */
    async response() {
      await ended;
      const [head, body] = received.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body };
    },
  };
}

describe('SIGTERM during a stream of answer saves', () => {
  it('stores exactly the saves it answered 2xx, and says "not ready" while one in flight finishes', async () => {
    const { p } = streams[0];
    const slowValue = dateValue(6_500);
    const slowBody = saveBody(slowValue);
    // A save whose body is still on its way, and a readiness check whose headers are, when SIGTERM comes.
    const slow = rawConnection(server.base);
    const slowHead = [
      `POST ${savePath(streams[0])} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${p.headers.authorization}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(slowBody)}`,
    ].join('\r\n');
    await slow.write(`${slowHead}\r\n\r\n${slowBody.slice(0, 10)}`);
    const probe = rawConnection(server.base);
    await probe.write('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // And a save whose headers are not all there yet: it arrives once the stop has begun.
    const lateBody = saveBody(dateValue(6_600));
    const late = rawConnection(server.base);
    await late.write(slowHead.replace(/Content-Length: \d+/, `Content-Length: ${Buffer.byteLength(lateBody)}`));

    let stopAsked = false;
    const run = async (s: Stream, index: number) => {
      for (let n = 0; ; n += 1) {
        const value = dateValue(index * 1000 + n);
        const save: Stream['saves'][number] = { value, sentAfterStop: stopAsked };
        s.saves.push(save);
        try {
          const res = await fetch(`${server.base}${savePath(s)}`, {
            method: 'POST',
            headers: { ...s.p.headers, 'content-type': 'application/json' },
            body: saveBody(value),
          });
          save.status = res.status;
          await res.arrayBuffer();
          if (res.status !== 200) return;
        } catch {
          return;
        }
      }
    };
    // The first stream's participant is the slow save's: its stream runs on the others only.
    const running = streams.slice(1).map((s, i) => run(s, i + 1));
    while (streams.slice(1).reduce((sum, s) => sum + s.saves.length, 0) < 40)
      await new Promise((r) => setTimeout(r, 20));
    const stopped = server.stop();
    stopAsked = true;
    const signalledAt = Date.now();

    await new Promise((r) => setTimeout(r, 300));
    await probe.write('\r\n');
    const ready = await probe.response();
    expect([ready.status, JSON.parse(ready.body)]).toEqual([503, { ready: false, failed: ['shutdown'] }]);
    await late.write(`\r\n\r\n${lateBody}`);
    const lateAnswer = await late.response();
    expect(lateAnswer.status).toBe(200);
    expect(lateAnswer.head).toMatch(/\r\nconnection: close/i);
    await slow.write(slowBody.slice(10));
    const slowAnswer = await slow.response();
    expect(slowAnswer.status).toBe(200);
    expect(slowAnswer.head).toMatch(/\r\nconnection: close/i);

    await Promise.all(running);
    await stopped;
    const tookMs = Date.now() - signalledAt;
    expect(tookMs).toBeLessThan(10_000);

    const db = await openPgliteDatabase(joinPath(dataDir, 'pgdata'));
    try {
      const counts = { answered2xx: 0, refused: 0, noAnswer: 0, answeredAfterStop: 0 };
      for (const s of streams) {
        const row = await readRow(db, s.userStudyId);
        const acked = s.saves.filter((save) => save.status === 200);
        const slowOne = s === streams[0] ? 1 : 0;
        // Each stored save moves the user study's version once: as many as were answered 2xx (the
        // first participant's: the late save, then the slow one, both answered 200).
        expect(row.version - s.versionBefore).toBe(acked.length + 2 * slowOne);
        // And what is stored is the last save answered 2xx, never a later one that was not.
        expect(row.value).toBe(slowOne ? slowValue : acked.at(-1)?.value);
        counts.answered2xx += acked.length;
        counts.answeredAfterStop += s.saves.filter((save) => save.status === 200 && save.sentAfterStop).length;
        counts.refused += s.saves.filter((save) => save.status !== undefined && save.status !== 200).length;
        counts.noAnswer += s.saves.filter((save) => save.status === undefined).length;
      }
      console.info(`SIGTERM during saves: ${JSON.stringify(counts)}; the process exited ${tookMs} ms after it`);
      // Every stream ended with its last save refused or unanswered: the stop cut each one.
      expect(counts.refused + counts.noAnswer).toBe(STREAMS - 1);
    } finally {
      await db.close();
    }
  }, 60_000);
});
