import { request, type Target } from '../bench/load';
import { COMPLETE_QUESTIONNAIRE, prepareParticipant, saveBody, saveUrl, type Journey } from '../bench/participants';
import { CORE, ELIGIBLE_SCREENING } from '../../server/testing/study-test-kit';

// The routes `npm run lighthouse` measures, their targets and budgets, and the participants the
// signed-in ones are opened as (each made through the API, at the step its page belongs to).

export interface RouteTarget {
  performance: number;
  /** Largest Contentful Paint, ms. */
  lcp?: number;
  /** Cumulative Layout Shift. */
  cls?: number;
}

export interface RouteSpec {
  name: string;
  signedIn: boolean;
  /** The performance target. */
  target: RouteTarget;
  /** What `--budget` enforces: just under the target once it is met (README). */
  budget: RouteTarget;
  /** A repeat visit: the page opened once, then measured opened again with the browser's cache. */
  repeat?: boolean;
  /** Measured by `npm test` too (`--budget` without LIGHTHOUSE_ROUTES); the others only by `npm run lighthouse`. */
  inTest?: boolean;
}

// Budgets sit under the targets by what a shared two-core machine under load costs (TBT and the
// server's response time grow with the load; the pre-rendered pages' CLS does not): the quiet runs
// met the public targets (reports/lighthouse.md). Tighten them on a quiet machine, never on a busy one.
const PUBLIC_TARGET: RouteTarget = { performance: 100, lcp: 1500, cls: 0 };
// Until the targets hold, the budget guards against a regression from what this machine gives when
// quiet (landing 99 / LCP 1.6 s, login 95 / 0.6 s, register 96 / 1.6 s) with room for a CI runner.
const PUBLIC_BUDGET: RouteTarget = { performance: 90, lcp: 2500, cls: 0.01 };
/** The signed-in pages: performance 95 and LCP 2.5 s. */
const SIGNED_IN_TARGET: RouteTarget = { performance: 95, lcp: 2500, cls: 0 };
const SIGNED_IN_BUDGET: RouteTarget = { performance: 90, lcp: 3000, cls: 0.01 };
/** A repeat visit: the hashed files come from the cache (immutable), only the HTML and the data are asked again. */
const REPEAT_TARGET: RouteTarget = { performance: 95, lcp: 1000, cls: 0 };
const REPEAT_BUDGET: RouteTarget = { performance: 90, lcp: 2000, cls: 0.01 };

const REPEAT = ' (repeat)';

const signedIn = (name: string, inTest = false): RouteSpec => ({
  name,
  signedIn: true,
  target: SIGNED_IN_TARGET,
  budget: SIGNED_IN_BUDGET,
  inTest,
});

const FIRST_VISITS: RouteSpec[] = [
  { name: 'landing', signedIn: false, target: PUBLIC_TARGET, budget: PUBLIC_BUDGET, inTest: true },
  { name: 'login', signedIn: false, target: PUBLIC_TARGET, budget: PUBLIC_BUDGET, inTest: true },
  // Register evaluates the phone library and the form after its first paint: on 2026-11-26 the same
  // build (before and after that day's changes) gave 83–91 here with nothing else running (TBT 365–700 ms).
  {
    name: 'register',
    signedIn: false,
    target: PUBLIC_TARGET,
    budget: { ...PUBLIC_BUDGET, performance: 80 },
    inTest: true,
  },
  // Signed in: the frame of the page is in the HTML (painted before any script) and the page's data
  // is asked by the entry's first module; the page itself waits for its data (spec 000 §4: the token
  // is the tab's, so the server cannot send it), hence a target under the public pages'. Over HTTP/2
  // on a quiet machine (2026-11-27): dashboard 100, 100 (LCP 1.5 s), survey question 100, 100, 98
  // (LCP 1.8 s); over HTTP/1.1 95–96 (2.7–2.9 s) and 92–93 (3.2–3.3 s).
  signedIn('dashboard', true),
  signedIn('survey question', true),
  signedIn('my profile'),
  signedIn('study intro'),
  signedIn('consent signing'),
  signedIn('status page'),
  signedIn('review of answers'),
  signedIn('answers preview'),
  signedIn('not eligible'),
  signedIn('dashboard (es)'),
];

/**
 * Every route measured: each first visit, then each signed-in page's repeat visit. `npm test` runs
 * the first visits it always ran and the dashboard's repeat visit (the rest would add minutes to a
 * suite at its time limit); `npm run lighthouse` runs them all.
 */
export const ROUTES: RouteSpec[] = [
  ...FIRST_VISITS,
  ...FIRST_VISITS.filter((r) => r.signedIn).map((r) => ({
    ...r,
    name: `${r.name}${REPEAT}`,
    repeat: true,
    target: REPEAT_TARGET,
    budget: REPEAT_BUDGET,
    inTest: r.name === 'dashboard',
  })),
];

/** The first visit a route's name names (itself, or the page a repeat visit opens again). */
export const firstVisitOf = (name: string) => (name.endsWith(REPEAT) ? name.slice(0, -REPEAT.length) : name);

/** A route's path and, signed in, the token of the participant it is opened as. */
export interface RoutePage {
  path: string;
  token?: string;
}

const NOT_ELIGIBLE_SCREENING: typeof ELIGIBLE_SCREENING = [[1001, [[100102, 'true']]], ...ELIGIBLE_SCREENING.slice(1)];

/**
 * The pages of the given signed-in routes, each with a participant at its step of the core study
 * (only the participants those routes need are made: `npm test` measures two of the pages).
 */
export async function signedInPages(target: Target, names: readonly string[]): Promise<Record<string, RoutePage>> {
  const participant = async (n: number, journey: Journey, answered = 0) => {
    const p = await prepareParticipant(target, n, [], journey);
    // The text-message question is answered, so no dialog stands over the measured page.
    const sms = await request(
      target,
      'POST',
      `/api/registry/participant/${p.id}/sms_consent`,
      { status: 'skipped' },
      p.headers,
    );
    if (sms.status !== 200) throw new Error(`sms consent: ${sms.status} ${sms.body}`);
    for (const [question, answers] of COMPLETE_QUESTIONNAIRE.slice(0, answered)) {
      const reply = await request(target, 'POST', saveUrl(p, question), saveBody(question, answers), p.headers);
      if (reply.status !== 200) throw new Error(`save ${question}: ${reply.status} ${reply.body}`);
    }
    const survey = `/survey/study/${CORE}/user-study/${p.coreUserStudy}/user/${p.id}`;
    return { token: p.headers.authorization.replace(/^JWT /, ''), survey };
  };
  type Who = Awaited<ReturnType<typeof participant>>;
  const made = new Map<string, Promise<Who>>();
  const once = (key: string, make: () => Promise<Who>) => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key)!;
  };
  // At the questionnaire, none of it answered (the question page opens on its first question).
  const consented = () => once('consented', () => participant(1, { until: 'consented' }));
  // Half the questionnaire answered: the preview lists answers.
  const answering = () => once('answering', () => participant(5, { until: 'consented' }, 8));
  const signedUp = () => once('signed-up', () => participant(2, { until: 'signed-up' }));
  const screened = () => once('screened', () => participant(3, { until: 'screened' }));
  const notEligible = () =>
    once('not-eligible', () => participant(4, { until: 'screened', screening: NOT_ELIGIBLE_SCREENING }));
  const as = async (who: () => Promise<Who>, path: (w: Who) => string): Promise<RoutePage> => {
    const w = await who();
    return { path: path(w), token: w.token };
  };
  const pages: Record<string, () => Promise<RoutePage>> = {
    dashboard: () => as(consented, () => '/dashboard'),
    'survey question': () => as(consented, (w) => `${w.survey}?procedure=questionnaire`),
    'my profile': () => as(consented, () => '/user-profile'),
    'study intro': () => as(signedUp, (w) => `${w.survey}?procedure=intro`),
    'consent signing': () => as(screened, (w) => `${w.survey}?procedure=consent`),
    'status page': () => as(consented, (w) => `${w.survey}/procedureStatus?procedure=consent`),
    'review of answers': () => as(consented, (w) => `${w.survey}/review-answers?procedure=screening`),
    'answers preview': () => as(answering, (w) => `${w.survey}/procedureSubmit`),
    'not eligible': () => as(notEligible, (w) => `${w.survey}/not-eligible`),
    'dashboard (es)': () => as(consented, () => '/dashboard?lang=es'),
  };
  const wanted = [...new Set(names)].filter((name) => pages[name]);
  return Object.fromEntries(await Promise.all(wanted.map(async (name) => [name, await pages[name]()] as const)));
}
