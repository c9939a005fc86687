import type { Queryable } from '../../db/database';
import { placeDemoUserStudy, recordMissedStudy, type DemoUserStudy } from '../user-studies/service';
import { recordAchievement } from './achievements';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { findParticipantByEmail } from './repository';

// The demo adult's studies at the points that fill every dashboard section, placed after
// the demo accounts and the studies assigned to all exist. The adult's core study (101) is left
// not started, so the demo still starts the core study from the dashboard.

const ANNUAL_DONE: DemoUserStudy = {
  studyId: 102,
  status: 60,
  dashboard_status: 'completed',
  current_status: 'Questionnaire: completed',
  is_eligible: true,
  completedDaysAgo: 30,
  procedures: ['intro', 'questionnaire'],
  answers: [
    { question_id: 2001, option_id: 200102, value: 'true' },
    { question_id: 2003, option_id: 200301, value: '7.1' },
    { question_id: 2004, option_id: 200401, value: '0' },
  ],
};

/** Screening found the adult not eligible for the sleep sub study; two of three retakes used. */
const SLEEP_NOT_ELIGIBLE: DemoUserStudy = {
  studyId: 103,
  status: 60,
  dashboard_status: 'completed',
  current_status: 'Screening: completed',
  is_eligible: false,
  completedDaysAgo: 12,
  screening_reattempts: 2,
  procedures: ['intro', 'screening'],
  answers: [{ question_id: 3001, option_id: 300102, value: 'true' }],
};

const HYPO_IN_PROGRESS: DemoUserStudy = {
  studyId: 107,
  status: 30,
  dashboard_status: 'in_progress',
  current_status: 'Introduction: completed',
  procedures: ['intro'],
  answers: [{ question_id: 7001, option_id: 700102, value: 'true' }],
};

const ALARMS_VIEWED: DemoUserStudy = {
  studyId: 106,
  status: 0,
  dashboard_status: 'not_started',
  current_status: 'Study: not started',
  viewedDaysAgo: 3,
};

/** The sleep-lab opportunity is for enrolled participants: the demo adult has it, not yet viewed. */
const SLEEP_LAB_NOT_VIEWED: DemoUserStudy = {
  studyId: 105,
  status: 0,
  dashboard_status: 'not_started',
  current_status: 'Study: not started',
};

export async function seedDemoProgress(db: Queryable): Promise<void> {
  const email = DEMO_ACCOUNTS.find((a) => a.key === 'adult')!.email;
  const adult = await findParticipantByEmail(db, email);
  if (!adult) return;
  const annual = await placeDemoUserStudy(db, adult.id, ANNUAL_DONE);
  const sleep = await placeDemoUserStudy(db, adult.id, SLEEP_NOT_ELIGIBLE);
  await placeDemoUserStudy(db, adult.id, HYPO_IN_PROGRESS);
  await placeDemoUserStudy(db, adult.id, ALARMS_VIEWED);
  await placeDemoUserStudy(db, adult.id, SLEEP_LAB_NOT_VIEWED);
  // The closed exercise survey (104) closed before the adult took part: told once on the dashboard.
  await recordMissedStudy(db, adult.id, 104);
  // Achievements of the demo studies only (another studies folder may not have them).
  if (sleep)
    await recordAchievement(db, { participantId: adult.id, code: 'screening', studyId: 103, userStudyId: sleep });
  if (annual) {
    await recordAchievement(db, {
      participantId: adult.id,
      code: 'annual_questionnaire',
      studyId: 102,
      userStudyId: annual,
    });
    await recordAchievement(db, { participantId: adult.id, code: 'promotion_5_visits' });
  }
}
