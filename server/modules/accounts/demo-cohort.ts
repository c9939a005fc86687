import type { Database } from '../../db/database';
import { placeDemoUserStudy, type DemoUserStudy } from '../user-studies/service';
import { createParticipant } from './registration';

// Demo participants who have completed the core study (DECISIONS §6), so that Data Insights shows
// its figures on a fresh `npm start`: a figure needs at least the minimum group size of answers
// (givebacks.ts), which the demo accounts alone never reach. They have no password (nobody signs in
// as them) and are placed directly, answers and procedures in one transaction, so the seed stays fast.

export const DEMO_CORE_STUDY = 101;

interface CohortMember {
  first_name: string;
  last_name: string;
  age: number;
  /** 110201 injections, 110202 pump (then 1103: 110301–110304). */
  insulin: 110201 | 110202;
  pump?: 110301 | 110302 | 110303 | 110304;
  /** 1105's option; none for someone without a CGM. */
  cgm?: 110501 | 110502 | 110503 | 110504 | 110505;
  a1c: string;
  /** 1113: index on the scale (never … very often). */
  lows: string;
  /** 1116's options. */
  insurance: number[];
  conditions: number[];
  height: string;
  weight: string;
  zip: string;
}

/** Six people: one more than the minimum group size, so one without a CGM leaves 'Which CGM?' shown. */
export const DEMO_COHORT: readonly CohortMember[] = [
  {
    first_name: 'Jordan',
    last_name: 'Rivera',
    age: 29,
    insulin: 110202,
    pump: 110302,
    cgm: 110501,
    a1c: '6.8',
    lows: '2',
    insurance: [111601],
    conditions: [111202],
    height: '67',
    weight: '152.5',
    zip: '02139',
  },
  {
    first_name: 'Priya',
    last_name: 'Natarajan',
    age: 41,
    insulin: 110202,
    pump: 110301,
    cgm: 110501,
    a1c: '7.2',
    lows: '1',
    insurance: [111601],
    conditions: [111201],
    height: '64',
    weight: '138',
    zip: '60614',
  },
  {
    first_name: 'Sam',
    last_name: 'Okafor',
    age: 23,
    insulin: 110201,
    cgm: 110503,
    a1c: '7.9',
    lows: '3',
    insurance: [111603],
    conditions: [],
    height: '70',
    weight: '171.2',
    zip: '30309',
  },
  {
    first_name: 'Lena',
    last_name: 'Fischer',
    age: 55,
    insulin: 110202,
    pump: 110303,
    cgm: 110505,
    a1c: '6.5',
    lows: '2',
    insurance: [111602],
    conditions: [111204, 111202],
    height: '65',
    weight: '160',
    zip: '98103',
  },
  {
    first_name: 'Marcus',
    last_name: 'Bell',
    age: 37,
    insulin: 110201,
    cgm: 110502,
    a1c: '8.1',
    lows: '1',
    insurance: [111601, 111603],
    conditions: [111206],
    height: '72',
    weight: '195.4',
    zip: '77005',
  },
  {
    first_name: 'Ana',
    last_name: 'Morales',
    age: 46,
    insulin: 110201,
    a1c: '7.4',
    lows: '0',
    insurance: [111602],
    conditions: [111201],
    height: '62',
    weight: '131.8',
    zip: '85004',
  },
];

const day = (yearsBack: number, daysBack = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - yearsBack);
  d.setUTCDate(d.getUTCDate() - daysBack);
  return d.toISOString().slice(0, 10);
};

/** The member's core study: screened eligible, consent and questionnaire submitted, every shown question answered. */
export function cohortCoreStudy(m: CohortMember, index: number): DemoUserStudy {
  const a = (question_id: number, option_id: number, value: string) => ({ question_id, option_id, value });
  const answers = [
    a(1001, 100101, 'true'),
    a(1002, 100201, 'true'),
    a(1004, 100401, day(m.age, 40 + index)),
    a(1003, 100301, day(Math.min(m.age - 5, 12 + index))),
    a(1101, 110101, 'true'),
    a(1102, m.insulin, 'true'),
    ...(m.pump ? [a(1103, m.pump, 'true')] : []),
    a(1104, m.cgm ? 110401 : 110402, 'true'),
    ...(m.cgm ? [a(1105, m.cgm, 'true')] : [a(1106, 110601, String(4 + index))]),
    a(1107, 110701, m.a1c),
    a(1108, 110801, JSON.stringify([{ value: m.a1c, date: day(0, 60 + index) }])),
    a(1109, 110901, day(0, 30 + 7 * index)),
    a(1110, 111001, day(2 + (index % 3)).slice(0, 7)),
    a(1111, 111102, 'true'),
    ...(m.conditions.length > 0 ? m.conditions.map((o) => a(1112, o, 'true')) : [a(1112, 111208, 'true')]),
    a(1113, 111301, m.lows),
    a(1114, 111401, JSON.stringify(['Agree', index % 2 ? 'Neutral' : 'Agree', 'Disagree'])),
    a(1115, 111501, m.zip),
    ...m.insurance.map((o) => a(1116, o, 'true')),
    a(1117, 111701, m.height),
    a(1117, 111702, m.weight),
    a(1118, 111801, 'No'),
  ];
  return {
    studyId: DEMO_CORE_STUDY,
    status: 60,
    dashboard_status: 'completed',
    current_status: 'Questionnaire: completed',
    is_eligible: true,
    completedDaysAgo: 10 + 9 * index,
    procedures: ['intro', 'screening', 'consent', 'questionnaire'],
    answers,
  };
}

export const cohortEmail = (index: number) => `cohort-${index + 1}@demo.example.org`;

/** Creates the cohort and places their completed core study (run only when the demo core study is loaded). */
export async function seedDemoCohort(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, m] of DEMO_COHORT.entries()) {
      const birthday = day(m.age, 40 + index);
      const id = await createParticipant(tx, {
        email: cohortEmail(index),
        first_name: m.first_name,
        last_name: m.last_name,
        profile_type: 'adult',
        birthday,
        source: 'registry',
        timezone: 'America/New_York',
        zip_code: m.zip,
      });
      await placeDemoUserStudy(tx, id, cohortCoreStudy(m, index));
    }
  });
}
