import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { openDatabase } from '../../server/db/open-database';

// The floor of an answer save: a bare node:http server doing only what any authenticated save must
// (check the HS256 token, parse the JSON body, read the participant's user study at its version,
// write the answer only while that version holds, retrying when another write came first, answer
// JSON), on the registry's own database layer and schema, so the same engine and driver set-up.
// `npm run bench:api` runs it on the run's database right before the registry's save: the
// registry's saves per second over the floor's say how much the rest of a save costs.
//
// Started by the bench with PORT, HOST, REGISTRY_JWT_SECRET, and DATABASE_URL (PostgreSQL) or
// REGISTRY_DATA_DIR (PGlite, whose folder no other process may hold meanwhile).

const env = process.env;
const secret = env.REGISTRY_JWT_SECRET;
if (!secret) throw new Error('floor-server: REGISTRY_JWT_SECRET is needed to check the tokens');
const db = await openDatabase({
  databaseUrl: env.DATABASE_URL?.trim() || undefined,
  dataDir: env.REGISTRY_DATA_DIR ?? '.data',
  poolSize: Number(env.REGISTRY_PG_POOL_SIZE ?? 10),
});

const SAVE = /^\/api\/participants\/(\d+)\/user-studies\/(\d+)\/questions\/(\d+)\/answers$/;
const MAX_BODY = 64 * 1024;
const MAX_ATTEMPTS = 100;

/** The token's user id when its HS256 signature is ours and it has not expired. */
function tokenUser(header: string | undefined): number | undefined {
  const token = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header ?? '')?.[1];
  const [head, payload, signature] = token?.split('.') ?? [];
  if (!head || !payload || !signature) return undefined;
  const expected = createHmac('sha256', secret!).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    if ((JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg !== 'HS256') return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id?: number; exp?: number };
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims.user_id : undefined;
  } catch {
    return undefined;
  }
}

// The write: moves the user study's version on only when it is still the one read, replaces the
// question's answers with the one given (its widget kept), in one statement.
const WRITE = `with saved as (
    update user_studies set version = version + 1, updated_at = now()
     where id = $1::int and version = $2::int returning id
  ), removed as (
    delete from answers where user_study_id = (select id from saved) and question_id = $3::int returning widget
  )
  insert into answers (user_study_id, question_id, question_option_id, value, widget)
  select saved.id, $3::int, $4::int, $5::text, (select widget from removed limit 1) from saved
  returning id, question_id, question_option_id, value`;

async function save(participant: number, userStudy: number, question: number, option: number, value: string) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const [row] = await db.query<{ version: number }>(
      'select version from user_studies where id = $1::int and participant_id = $2::int',
      [userStudy, participant],
    );
    if (!row) return { status: 404, body: { detail: 'Not found.' } };
    const written = await db.query(WRITE, [userStudy, row.version, question, option, value]);
    if (written.length > 0) return { status: 200, body: written };
  }
  return { status: 409, body: { detail: 'Your answers changed meanwhile. Please try again.' } };
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/meta/version') return reply(res, 200, { floor: true });
  const ids = req.method === 'POST' ? SAVE.exec(req.url ?? '') : null;
  if (!ids) return reply(res, 404, { detail: 'Not found.' });
  const [participant, userStudy, question] = ids.slice(1).map(Number);
  if (tokenUser(req.headers.authorization) !== participant) return reply(res, 401, { detail: 'Not signed in.' });
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  });
  req.on('end', () => {
    let first: { question_option?: unknown; value?: unknown } | undefined;
    try {
      first = size <= MAX_BODY ? (JSON.parse(Buffer.concat(chunks).toString()) as [typeof first])[0] : undefined;
    } catch {
      first = undefined;
    }
    if (typeof first?.question_option !== 'number' || typeof first.value !== 'string')
      return reply(res, 400, { detail: 'Expected [{question, question_option, value}].' });
    save(participant, userStudy, question, first.question_option, first.value).then(
      (r) => reply(res, r.status, r.body),
      (error: unknown) => reply(res, 500, { detail: String(error) }),
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(env.PORT ?? 8480), env.HOST ?? '127.0.0.1');

// The floor's writes leave dead rows behind, and PGlite has no autovacuum: they are cleared before
// the registry, measured next on the same tables, would read past them.
const stop = () => {
  server.close(
    () => void db.exec('vacuum analyze user_studies, answers').finally(() => db.close().then(() => process.exit(0))),
  );
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
