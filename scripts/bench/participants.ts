import { CORE, COMPLETE_QUESTIONNAIRE, ELIGIBLE_SCREENING, yearsAgo } from '../../server/testing/study-test-kit';
import { registration, STRONG_PASSWORD } from '../../server/testing/test-app';
import { request, type Reply, type Target } from './load';

// The participants of a bench run: each signs up (an adult of 30), and goes through intro,
// screening and consent of the demo core study, so its questionnaire takes answers. Each save of
// the bench is one of the questionnaire's questions, answered validly (the lists the study tests use).

export { COMPLETE_QUESTIONNAIRE, STRONG_PASSWORD };

export interface BenchParticipant {
  id: number;
  email: string;
  headers: Record<string, string>;
  /** The user study of the core study. */
  coreUserStudy: number;
}

const expectOk = (reply: Reply, what: string, status = 200) => {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${reply.body.slice(0, 300)}`);
  return JSON.parse(reply.body) as unknown;
};

export const saveUrl = (p: BenchParticipant, question: number) =>
  `/api/participants/${p.id}/user-studies/${p.coreUserStudy}/questions/${question}/answers`;

export const submitUrl = (p: BenchParticipant) =>
  `/api/participant/${p.id}/user-studies/${p.coreUserStudy}/user-procedures`;

/** The body of a save of question `question` with its (option, value) pairs. */
export const saveBody = (question: number, answers: ReadonlyArray<readonly [number, string]>) =>
  answers.map(([option, value]) => ({ question, question_option: option, value }));

/** How far a participant goes: signed up only, through screening (eligible or not), or through consent. */
export interface Journey {
  until: 'signed-up' | 'screened' | 'consented';
  /** The screening's answers (eligible by default). */
  screening?: typeof ELIGIBLE_SCREENING;
}

/** Signs up one participant; `submitTimings` gets the duration (ms) of the intro submit. */
export async function prepareParticipant(
  target: Target,
  n: number,
  submitTimings: number[],
  { until, screening = ELIGIBLE_SCREENING }: Journey = { until: 'consented' },
): Promise<BenchParticipant> {
  const email = `bench-${n}-${Date.now()}@example.org`;
  const signup = expectOk(
    await request(target, 'POST', '/api/registry/signup', registration(email, { birthday: yearsAgo(30) })),
    'signup',
    201,
  ) as { id: number; access_token: string };
  const headers = { authorization: `JWT ${signup.access_token}` };
  const list = expectOk(
    await request(target, 'GET', `/api/participant/${signup.id}/user-studies`, undefined, headers),
    'user studies',
  ) as Array<{ id: number; study_id: number }>;
  const core = list.find((u) => u.study_id === CORE);
  if (!core) throw new Error('the core study is not assigned');
  const p: BenchParticipant = { id: signup.id, email, headers, coreUserStudy: core.id };
  const submit = (procedure: string) => request(target, 'POST', submitUrl(p), { procedure_id: procedure }, headers);
  if (until === 'signed-up') return p;

  const started = performance.now();
  expectOk(await submit('intro'), 'intro');
  submitTimings.push(performance.now() - started);
  for (const [question, answers] of screening)
    expectOk(
      await request(target, 'POST', saveUrl(p, question), saveBody(question, answers as [number, string][]), headers),
      `screening ${question}`,
    );
  expectOk(await submit('screening'), 'screening');
  if (until === 'screened') return p;
  const consentsUrl = `/api/participant/${p.id}/user-studies/${p.coreUserStudy}/consents`;
  const consents = expectOk(await request(target, 'GET', consentsUrl, undefined, headers), 'consents') as Array<{
    id: number;
    user_consent_id: number;
  }>;
  // The first signature of a session needs the password again (DECISIONS §11): the sign call
  // carries the answered token in X-Reauth.
  const { reauth_token } = expectOk(
    await request(target, 'POST', '/api/registry/reauth', { password: STRONG_PASSWORD }, headers),
    'reauth',
  ) as { reauth_token: string };
  for (const c of consents)
    expectOk(
      await request(
        target,
        'POST',
        `${consentsUrl}/${c.id}/sign`,
        { subject_name: 'Pat Example', user_consent_id: c.user_consent_id },
        { ...headers, 'x-reauth': reauth_token },
      ),
      'sign',
    );
  expectOk(await submit('consent'), 'consent');
  return p;
}

/** Runs `work` over 0..count-1 with at most `concurrency` at a time. */
export async function inBatches<T>(count: number, concurrency: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return out;
}
